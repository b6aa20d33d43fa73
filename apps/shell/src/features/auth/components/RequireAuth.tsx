import { loginPath, useAuthStatus, Navigate, Outlet, useLocation, useNavigate } from '@idea-portal/platform';
import { AuthErrorView, AuthLoadingView } from './AuthLoaderViews';

/**
 * The guard of everything under /app (and /admin): no user or an invalid session goes to the
 * login route with the wanted page (path + search) as return target.
 */
export function RequireAuth() {
  const { status, retry } = useAuthStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search;
  if (status === 'loading') return <AuthLoadingView />;
  if (status === 'unauthenticated') return <Navigate to={loginPath(here)} replace />;
  if (status === 'error') return <AuthErrorView onRetry={retry} onSignIn={() => navigate(loginPath(here))} />;
  return <Outlet />;
}
