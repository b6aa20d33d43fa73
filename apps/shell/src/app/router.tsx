import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | null = null;

export function AppRouter() {
  router ??= createBrowserRouter(appRoutes);
  return <RouterProvider router={router} />;
}
