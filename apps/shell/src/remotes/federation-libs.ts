/**
 * Module Federation's sdk, error codes and bundler runtime functions for the remotes: their
 * entries are built to take them from globals (FEDERATION_LIB_GLOBALS, FEDERATION_BUNDLER_GLOBAL),
 * as they take the runtime core, so each remote entry is about 7 kB gzip smaller. The shell's entry
 * imports this module first, before any remote loads. Of the sdk, a remote entry's bundler runtime
 * uses only these names (federation-libs.test.ts checks that against the installed Module
 * Federation packages).
 */
import * as errorCodes from '@module-federation/error-codes';
import { decodeName, ENCODE_NAME_PREFIX } from '@module-federation/sdk';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes no module, so its own bundler runtime leaves this one out.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { FEDERATION_BUNDLER_GLOBAL, FEDERATION_LIB_GLOBALS, type FEDERATION_BUNDLER_FUNCTIONS } from '@idea-portal/contracts/remotes';

export const FEDERATION_LIBS: Record<keyof typeof FEDERATION_LIB_GLOBALS, object> = {
  '@module-federation/sdk': { decodeName, ENCODE_NAME_PREFIX },
  '@module-federation/error-codes': errorCodes,
};

export const FEDERATION_BUNDLER: Record<(typeof FEDERATION_BUNDLER_FUNCTIONS)[number], unknown> = {
  attachShareScopeMap,
  remotes: bundlerRuntime.remotes,
  consumes: bundlerRuntime.consumes,
  initializeSharing: bundlerRuntime.I,
  installInitialConsumes: bundlerRuntime.installInitialConsumes,
  initContainerEntry,
  init: bundlerRuntime.init,
  getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
};

for (const [name, global] of Object.entries(FEDERATION_LIB_GLOBALS)) {
  (globalThis as Record<string, unknown>)[global] = FEDERATION_LIBS[name as keyof typeof FEDERATION_LIBS];
}
(globalThis as Record<string, unknown>)[FEDERATION_BUNDLER_GLOBAL] = FEDERATION_BUNDLER;
