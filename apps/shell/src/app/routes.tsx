import type { RouteObject } from 'react-router';
import { SiteLayout } from '../features/layout/components/SiteLayout';
import { HomePage } from '../features/home/components/HomePage';
import { LegalPage } from '../features/static-pages/components/LegalPage';
import { FaqPage } from '../features/faq/components/FaqPage';
import { NotFoundPage } from '../features/errors/components/NotFoundPage';
import { RouteErrorPage } from '../features/errors/components/RouteErrorPage';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { SignInPage } from '../features/auth/components/SignInPage';
import { CallbackPage } from '../features/auth/components/CallbackPage';
import { ProviderRedirect } from '../features/auth/components/ProviderRedirect';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { RemoteOutlet } from '../features/remote-areas/components/RemoteOutlet';
import { AdminArea } from '../features/remote-areas/components/AdminArea';

const notFound = <NotFoundPage />;

/**
 * The shell's route table. Everything under /app is behind the guard; the
 * remotes' own routes render inside RemoteOutlet (by first segment) and AdminArea.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage page="home" /> },
      { path: 'welcome', element: <HomePage page="welcome" /> },
      { path: 'terms', element: <LegalPage page="terms" /> },
      { path: 'privacy', element: <LegalPage page="privacy" /> },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'app',
            children: [
              // The dashboard: an exact /app outranks the splat below, so it needs its own index route.
              { index: true, element: <RemoteOutlet notFound={notFound} /> },
              { path: 'faq', element: <FaqPage /> },
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
    element: <CallbackPage />,
    errorElement: <RouteErrorPage />,
  },
  {
    path: '/auth',
    element: <AuthLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <SignInPage /> },
      { path: 'login', element: <SignInPage /> },
      { path: 'signin', element: <SignInPage /> },
      { path: 'register', element: <ProviderRedirect page="register" /> },
      { path: 'signup', element: <ProviderRedirect page="signup" /> },
      { path: 'reset-password', element: <ResetPasswordPage page="reset-password" /> },
      { path: 'forgot-password', element: <ResetPasswordPage page="forgot-password" /> },
    ],
  },
];
