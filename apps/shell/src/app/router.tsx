import { flushSync } from 'react-dom';
import { createBrowserRouter, RouterProvider } from '@idea-portal/platform';
import { appRoutes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * RouterProvider from `react-router` itself with react-dom's flushSync, which is all
 * `react-router/dom`'s wrapper adds: that entry bundles its own copy of the router's internals
 * (about 46 kB gzip) beside the shared `react-router`.
 */
export function AppRouter() {
  router ??= createBrowserRouter(appRoutes);
  return <RouterProvider router={router} flushSync={flushSync} />;
}
