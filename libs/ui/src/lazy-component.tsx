import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from './components/LoadingState';

/**
 * A lazy component; `preload()` starts fetching its code now (it never rejects; rendering shows a
 * failure); `arrived()` too, and tells whether the code is there (false: the next call asks again).
 */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<void>; arrived: () => Promise<boolean> };

/**
 * A component whose code is fetched when it first renders: an area's pages, so its routes module
 * carries the route table and not every page, and a page's parts that its first paint does not
 * need (another tab, the comments). A failed fetch (offline, a redeploy) is tried once more at
 * once, then not kept: it is thrown to the error boundary, whose retry fetches again. While it
 * loads, its place shows the loading state (an area's layout and navigation stay), or
 * `options.fallback` (e.g. null for a button in a row of actions).
 * Not React.lazy: React shows what replaces a Suspense fallback no sooner than 300 ms after the
 * fallback appeared (its FALLBACK_THROTTLE_MS), so a page whose code came in 50 ms showed at
 * 300 ms (tools/bench/interaction-latency.ts); here the code's arrival is a state update, shown
 * at once. The Suspense around it remains for what suspends inside (deferred Mantine parts).
 * `preload()` fetches it before it renders: the shell does so for the first page's route as soon
 * as its own code is there (apps/shell/src/remotes/preload-first-route.ts).
 *
 *   const IdeasListPage = lazyComponent(() =>
 *     Promise.all([import('./features/ideas-list/IdeasListPage'), loadDeferredMantine('MultiSelect')]).then(([m]) => m.IdeasListPage),
 *   );
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, options: { fallback?: ReactNode } = {}): LazyComponent<P> {
  const fallback = options.fallback === undefined ? <LoadingState /> : options.fallback;
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  // A failed fetch is tried once more at once: a load the browser answers from a failed hint of
  // the page (the shell's site hints the first page's chunks) fails without asking the network.
  const start = () =>
    (loading ??= load().catch(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function LazyComponent(props: P) {
    // Once its code is there (preloaded, or an earlier visit) the page renders at once, without a
    // moment of loading state.
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      // A failure is thrown while rendering (an updater that throws), to the error boundary.
      // Nothing is set once unmounted (a test's page may be gone, and its window with it).
      let mounted = true;
      if (!Component)
        start().then(
          (component) => mounted && setComponent(() => component),
          (error: unknown) =>
            mounted &&
            setComponent(() => {
              throw error;
            }),
        );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return <Suspense fallback={fallback}>{Component ? <Component {...props} /> : fallback}</Suspense>;
  }
  LazyComponent.arrived = () => start().then(
    () => true,
    () => false,
  );
  LazyComponent.preload = () => LazyComponent.arrived().then(() => undefined);
  return LazyComponent;
}
