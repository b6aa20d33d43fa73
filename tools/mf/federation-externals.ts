/**
 * What a remote entry takes from its host instead of carrying it: Module Federation's sdk and
 * error codes (FEDERATION_LIB_GLOBALS) and the functions of its bundler runtime
 * (FEDERATION_BUNDLER_FUNCTIONS), all set as globals by the shell's entry
 * (apps/shell/src/remotes/federation-libs.ts) and by a remote's standalone page
 * (libs/testing/src/standalone/mf-runtime.ts). The bundler runtime's index stays in the remote:
 * it holds the container's own state (its federation object and runtime build).
 */
import {
  FEDERATION_BUNDLER_FUNCTIONS,
  FEDERATION_BUNDLER_GLOBAL,
  FEDERATION_LIB_GLOBALS,
} from '../../libs/contracts/src/remotes';

const BUNDLER_RUNTIME_DIST = /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]?$/;
const BUNDLER_FILES = new Set<string>(FEDERATION_BUNDLER_FUNCTIONS.map((name) => `./${name}.js`));

/** The global a request of the bundler runtime's files comes from, if it is one of the shared functions. */
export function bundlerRuntimeGlobal(context: string | undefined, request: string | undefined): string | undefined {
  return context && request && BUNDLER_RUNTIME_DIST.test(context) && BUNDLER_FILES.has(request) ? FEDERATION_BUNDLER_GLOBAL : undefined;
}

type ExternalsCallback = (error?: Error, result?: string) => void;

/** The remote's externals, of type `global`. */
export const federationExternals = [
  FEDERATION_LIB_GLOBALS,
  ({ context, request }: { context?: string; request?: string }, callback: ExternalsCallback) => callback(undefined, bundlerRuntimeGlobal(context, request)),
];
