import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithDeadline } from './deadline';

/**
 * Module Federation runtime plugin: the remote's manifest fetch and its entry script each get
 * `ms` to arrive; after that the load fails and the area shows its fallback with Retry.
 */
export function remoteDeadlinePlugin(ms: number): ModuleFederationRuntimePlugin {
  return {
    name: 'idea-portal-remote-deadline',
    fetch: (url, init) => fetchWithDeadline(url, init, ms),
    // The loader's own timer (20 s by default) reports a ScriptNetworkError when it fires.
    createScript: () => ({ timeout: ms }),
  };
}
