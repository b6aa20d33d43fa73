import { useEffect, useState } from 'react';
import { loadRemoteModule, type RemoteKey } from './load-remote';
import { useTrackLoading } from '../shared/loading-progress';

const loaded = new Map<string, unknown>();

/** Forget a loaded module so the next mount fetches it again (Retry). */
export function forgetRemoteModule(remote: RemoteKey, module: string) {
  loaded.delete(`${remote}/${module}`);
}

/**
 * Loads `remote/module` into the cache the hook reads, so that a first render after it shows the
 * module at once (src/remotes/preload-first-route.ts).
 */
export async function preloadRemoteModule(remote: RemoteKey, module: string): Promise<unknown> {
  const mod = await loadRemoteModule<unknown>(remote, module);
  loaded.set(`${remote}/${module}`, mod);
  return mod;
}

interface State {
  key: string;
  mod?: unknown;
  error?: unknown;
}

/** Loads `remote/module` once (cached across mounts); drives the top progress bar meanwhile. */
export function useRemoteModule<M>(remote: RemoteKey, module: string): { mod?: M; error?: unknown; loading: boolean } {
  const key = `${remote}/${module}`;
  const [state, setState] = useState<State>(() => ({ key, mod: loaded.get(key) }));
  if (state.key !== key) setState({ key, mod: loaded.get(key) });

  useEffect(() => {
    if (loaded.has(key)) return;
    let cancelled = false;
    loadRemoteModule<unknown>(remote, module).then(
      (mod) => {
        loaded.set(key, mod);
        if (!cancelled) setState({ key, mod });
      },
      (error: unknown) => {
        if (!cancelled) setState({ key, error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, remote, module]);

  const current = state.key === key ? state : { key };
  const loading = current.mod === undefined && current.error === undefined;
  useTrackLoading(loading);
  return { mod: current.mod as M | undefined, error: current.error, loading };
}
