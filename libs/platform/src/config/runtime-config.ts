import * as z from 'zod/mini';
import { parseEnv, type Env } from './env';

/**
 * The shell reads its runtime configuration at start-up (inlined into index.html by its site, or
 * `/runtime-config.json`): the browser environment and the remote locations. Redeploying a remote
 * (or moving it) changes this document, not the shell's build.
 */
export const RuntimeConfigFile = z.object({
  env: z.record(z.string(), z.unknown()),
  remotes: z.record(z.string(), z.string()),
  /** How long a remote's manifest and entry may each take before its area shows the fallback. */
  remoteTimeoutMs: z.optional(z.number().check(z.int(), z.positive())),
});

export interface RuntimeConfig {
  env: Env;
  remotes: Record<string, string>;
  remoteTimeoutMs?: number;
}

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(raw: unknown): RuntimeConfig {
  const file = RuntimeConfigFile.parse(raw);
  current = { env: parseEnv(file.env), remotes: file.remotes, remoteTimeoutMs: file.remoteTimeoutMs };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration is not loaded yet');
  return current;
}
