import { parseEnv, type Env } from './env';

/**
 * The shell reads its runtime configuration at start-up (inlined into index.html by its site, or
 * `/runtime-config.json`): the browser environment and the remote locations. Redeploying a remote
 * (or moving it) changes this document, not the shell's build.
 */
export interface RuntimeConfig {
  env: Env;
  remotes: Record<string, string>;
  remoteTimeoutMs?: number;
}

let current: RuntimeConfig | null = null;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document's form: `env` and `remotes` objects (remote name -> its manifest's URL), and an optional positive whole `remoteTimeoutMs`. */
function readFile(raw: unknown): { env: Record<string, unknown>; remotes: Record<string, string>; remoteTimeoutMs?: number } {
  const invalid = (what: string) => new Error(`Invalid runtime configuration: ${what}`);
  if (!isRecord(raw) || !isRecord(raw.env)) throw invalid('env must be an object');
  if (!isRecord(raw.remotes) || !Object.values(raw.remotes).every((url) => typeof url === 'string')) throw invalid('remotes must map names to URLs');
  const timeout = raw.remoteTimeoutMs;
  if (timeout !== undefined && !(Number.isInteger(timeout) && (timeout as number) > 0)) throw invalid('remoteTimeoutMs must be a positive whole number');
  return { env: raw.env, remotes: raw.remotes as Record<string, string>, remoteTimeoutMs: timeout as number | undefined };
}

export function setRuntimeConfig(raw: unknown): RuntimeConfig {
  const file = readFile(raw);
  current = { env: parseEnv(file.env), remotes: file.remotes, remoteTimeoutMs: file.remoteTimeoutMs };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration is not loaded yet');
  return current;
}
