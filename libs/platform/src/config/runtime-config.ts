import { z } from 'zod';
import { parseEnv, type Env } from './env';

/**
 * The shell reads `/runtime-config.json` at start-up: the browser environment and the remote
 * locations. Redeploying a remote (or moving it) changes this file, not the shell's build.
 */
export const RuntimeConfigFile = z.object({
  env: z.record(z.string(), z.unknown()),
  remotes: z.record(z.string(), z.string()),
  /** How long a remote's manifest and entry may each take before its area shows the fallback. */
  remoteTimeoutMs: z.number().int().positive().optional(),
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

export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`Failed to load ${url}: ${res.status}`);
  return setRuntimeConfig(await res.json());
}
