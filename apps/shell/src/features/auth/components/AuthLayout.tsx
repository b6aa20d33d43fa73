import { safeRedirectTarget, Navigate, Outlet, useSearchParams, useAuth } from '@idea-portal/platform';
import { AuthLoadingView } from './AuthLoaderViews';

/** The auth routes' layout: an already signed-in user goes to redirectTo or the dashboard (replace). */
export function AuthLayout() {
  const auth = useAuth();
  const [params] = useSearchParams();
  if (auth.isLoading) return <AuthLoadingView />;
  if (auth.isAuthenticated) return <Navigate to={safeRedirectTarget(params.get('redirectTo'))} replace />;
  return <Outlet />;
}
