/**
 * The only module that talks to the Module Federation runtime. Unit tests mock this module
 * (Vitest cannot resolve `remote/module` imports).
 */
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
// The registry's own module, not the shared @idea-portal/contracts: the shell's entry imports this
// file before the shared libraries are negotiated (src/index.ts).
import { firstPageModules, type RemoteKey } from '@idea-portal/contracts/remotes';
import { remoteDeadlinePlugin } from './plugins/deadline-plugin';
import { remoteErrorPlugin } from './plugins/error-plugin';
import { RemoteTimeoutError, withDeadline } from './plugins/deadline';

export type { RemoteKey };

/** How long the manifest and the entry of a remote may each take, unless runtime-config says otherwise. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 8_000;

const registered = new Set<RemoteKey>();
let locations: Partial<Record<RemoteKey, string>> = {};
let timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS;

export function configureRemotes(remotes: Record<string, string>, options: { timeoutMs?: number } = {}) {
  locations = remotes as Partial<Record<RemoteKey, string>>;
  timeoutMs = options.timeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS;
  registerPlugins([remoteDeadlinePlugin(timeoutMs), remoteErrorPlugin()]);
}

/** Registers a remote on first use only: the admin remote is never fetched for a non-admin. */
function ensureRegistered(remote: RemoteKey) {
  if (registered.has(remote)) return;
  const entry = locations[remote];
  if (!entry) throw new Error(`No location configured for remote "${remote}"`);
  registerRemotes([{ name: remote, entry }]);
  registered.add(remote);
}

/**
 * Loads `remote/module`, retrying a network failure once before giving up. A remote that does
 * not answer in time is not retried (the user has waited already; the fallback offers Retry),
 * nor one that needs a newer platform than the shell's (a retry changes no version),
 * and the whole load (manifest, entry, the module's chunks) has an overall deadline too.
 */
export async function loadRemoteModule<T>(remote: RemoteKey, module: string, attempts = 2): Promise<T> {
  ensureRegistered(remote);
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      const mod = await withDeadline(loadRemote<T>(`${remote}/${module}`), timeoutMs * 3, `Remote module ${remote}/${module}`);
      if (!mod) throw new Error(`Remote module ${remote}/${module} is empty`);
      return mod;
    } catch (error) {
      lastError = error;
      // Force a fresh fetch of the manifest on the next attempt (or the user's Retry).
      registerRemotes([{ name: remote, entry: locations[remote]! }], { force: true });
      if (isFinal(error)) break;
    }
  }
  throw lastError;
}

/** A timeout, or a remote that needs a newer shell (./plugins/version-error.ts): not retried. */
function isFinal(error: unknown): boolean {
  return error instanceof RemoteTimeoutError || (error instanceof Error && /timed out|did not answer|shell provides/i.test(error.message));
}

/**
 * Starts fetching the first page's remote manifests, entries and chunks as soon as the remote
 * locations are known, in parallel with the sign-in check, instead of after it: one round trip
 * fewer before the remote renders. Errors are left to the real load (it retries and shows the
 * fallback).
 */
export function preloadFirstPage(pathname: string) {
  const modules = firstPageModules(pathname).filter(([remote]) => locations[remote]);
  if (modules.length === 0) return;
  const byRemote = new Map<RemoteKey, string[]>();
  for (const [remote, module] of modules) byRemote.set(remote, [...(byRemote.get(remote) ?? []), `./${module}`]);
  for (const remote of byRemote.keys()) ensureRegistered(remote);
  void Promise.resolve()
    .then(() => preloadRemote([...byRemote].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes }))))
    .catch(() => undefined);
}
