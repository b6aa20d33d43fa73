import type { RouteObject } from 'react-router';
import { SiteLayout } from '../features/layout/components/SiteLayout';
import { NotFoundPage } from '../features/errors/components/NotFoundPage';
import { RouteErrorBoundary } from '../features/errors/components/RouteErrorPage';
import {
  AuthLayout,
  CallbackPage,
  FaqPage,
  HomePage,
  LegalPage,
  page,
  ProviderRedirect,
  ResetPasswordPage,
  SignInPage,
} from './lazy-pages';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { AdminArea } from '../remotes/AdminArea';

const notFound = <NotFoundPage />;

/**
 * The shell's route table. Everything under /app is behind the guard; the
 * remotes' own routes render inside RemoteOutlet (by first segment) and AdminArea. A page that
 * throws while rendering shows the error page (RouteErrorBoundary) until the user goes elsewhere.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <SiteLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: page(<HomePage page="home" />) },
      { path: 'welcome', element: page(<HomePage page="welcome" />) },
      { path: 'terms', element: page(<LegalPage page="terms" />) },
      { path: 'privacy', element: page(<LegalPage page="privacy" />) },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'app',
            children: [
              // The dashboard: an exact /app outranks the splat below, so it needs its own index route.
              { index: true, element: <RemoteOutlet notFound={notFound} /> },
              { path: 'faq', element: page(<FaqPage />) },
              { path: 'admin/*', element: <AdminArea notFound={notFound} /> },
              { path: '*', element: <RemoteOutlet notFound={notFound} /> },
            ],
          },
          { path: 'admin/*', element: <AdminArea notFound={notFound} /> },
        ],
      },
      { path: '*', element: notFound },
    ],
  },
  {
    path: '/auth/callback',
    element: <RouteErrorBoundary>{page(<CallbackPage />)}</RouteErrorBoundary>,
  },
  {
    path: '/auth',
    element: <RouteErrorBoundary>{page(<AuthLayout />)}</RouteErrorBoundary>,
    children: [
      { index: true, element: page(<SignInPage />) },
      { path: 'login', element: page(<SignInPage />) },
      { path: 'signin', element: page(<SignInPage />) },
      { path: 'register', element: page(<ProviderRedirect page="register" />) },
      { path: 'signup', element: page(<ProviderRedirect page="signup" />) },
      { path: 'reset-password', element: page(<ResetPasswordPage page="reset-password" />) },
      { path: 'forgot-password', element: page(<ResetPasswordPage page="forgot-password" />) },
    ],
  },
];
