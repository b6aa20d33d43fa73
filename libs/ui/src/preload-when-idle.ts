import { useEffect } from 'react';

/**
 * Fetches the code of the parts a click may open next (the idea page's other tabs, the New Idea
 * form from the ideas list, My Tasks from the dashboard), by name, once the page is idle after its
 * first paint, so the click renders at once instead of waiting for the chunk
 * (tools/bench/interaction-latency.ts). Nothing is fetched while `ready` is false.
 * `@idea-portal/ui/preload`, not the shared `@idea-portal/ui`: each app's chunk that uses it
 * brings its own copy, so a first page that does not costs no byte.
 */
export function usePreloadWhenIdle(ready: boolean, preloads: Record<string, () => Promise<unknown>>) {
  const names = Object.keys(preloads).join();
  useEffect(() => {
    if (!ready || !names) return;
    const run = () => Object.values(preloads).forEach((preload) => void preload().catch(() => undefined));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 200);
    return () => clearTimeout(id);
    // `preloads` is a new object on each render; what it fetches changes only with its names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, names]);
}
