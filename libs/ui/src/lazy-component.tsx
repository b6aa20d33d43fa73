import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from './components/LoadingState';

/**
 * A component whose code is fetched when it first renders (React.lazy): an area's pages, so its
 * routes module carries the route table and not every page, and a page's parts that its first
 * paint does not need (another tab, the comments). Unlike React.lazy alone, a failed fetch
 * (offline, a redeploy) is not kept: the next render, e.g. the error boundary's retry, fetches
 * again. While it loads, its place shows the loading state (an area's layout and navigation stay).
 *
 *   const IdeasListPage = lazyComponent(() =>
 *     Promise.all([import('./features/ideas-list/IdeasListPage'), loadDeferredMantine('MultiSelect')]).then(([m]) => m.IdeasListPage),
 *   );
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const fresh = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          Lazy = fresh();
          throw error;
        },
      ),
    );
  let Lazy = fresh();
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
