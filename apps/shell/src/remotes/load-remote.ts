/**
 * The only module that talks to the Module Federation runtime. Unit tests mock this module
 * (Vitest cannot resolve `remote/module` imports).
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteKey = 'ideas' | 'myPage' | 'search' | 'admin';

const registered = new Set<RemoteKey>();
let locations: Partial<Record<RemoteKey, string>> = {};

export function configureRemotes(remotes: Record<string, string>) {
  locations = remotes as Partial<Record<RemoteKey, string>>;
  registerPlugins([
    {
      name: 'idea-portal-remote-errors',
      // A remote that cannot be fetched fails before React can catch it: turn it into a
      // rejected promise the area's error boundary shows as "This area is unavailable".
      errorLoadRemote({ id, error }) {
        console.error(`Remote module ${id} failed to load`, error);
        throw error instanceof Error ? error : new Error(String(error));
      },
    },
  ]);
}

/** Registers a remote on first use only: the admin remote is never fetched for a non-admin. */
function ensureRegistered(remote: RemoteKey) {
  if (registered.has(remote)) return;
  const entry = locations[remote];
  if (!entry) throw new Error(`No location configured for remote "${remote}"`);
  registerRemotes([{ name: remote, entry }]);
  registered.add(remote);
}

/** Loads `remote/module`, retrying network failures once before giving up. */
export async function loadRemoteModule<T>(remote: RemoteKey, module: string, attempts = 2): Promise<T> {
  ensureRegistered(remote);
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      const mod = await loadRemote<T>(`${remote}/${module}`);
      if (!mod) throw new Error(`Remote module ${remote}/${module} is empty`);
      return mod;
    } catch (error) {
      lastError = error;
      // Force a fresh fetch of the manifest on retry.
      registerRemotes([{ name: remote, entry: locations[remote]! }], { force: true });
    }
  }
  throw lastError;
}
