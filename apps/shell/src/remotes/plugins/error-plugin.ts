import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Module Federation runtime plugin: a remote that cannot be fetched, or that needs a newer shared
 * library than the shell's (./version-error.ts, loaded then), fails before React can catch it;
 * turn it into a rejected promise the area's error boundary shows as "This area is unavailable",
 * with the reason in the console.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'idea-portal-remote-errors',
    async errorLoadRemote({ id, error }) {
      const version = /does not satisfy/.test(String(error)) && (await import('./version-error')).reportVersionError(id, error);
      if (!version) console.error(`Remote module ${id} failed to load`, error);
      throw version || (error instanceof Error ? error : new Error(String(error)));
    },
  };
}
