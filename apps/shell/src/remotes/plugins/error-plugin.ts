import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Module Federation runtime plugin: a remote that cannot be fetched fails before React can catch
 * it; turn it into a rejected promise the area's error boundary shows as "This area is unavailable".
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'idea-portal-remote-errors',
    errorLoadRemote({ id, error }) {
      console.error(`Remote module ${id} failed to load`, error);
      throw error instanceof Error ? error : new Error(String(error));
    },
  };
}
