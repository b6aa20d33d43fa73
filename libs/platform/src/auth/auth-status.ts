import { useEffect, useRef, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { ApiRequestError, USER_ID_KEY } from '../api/client';
import { useCurrentUser } from '../user/current-user';

export type AuthStatus = 'loading' | 'unauthenticated' | 'error' | 'authenticated';

/**
 * The auth loader's state (spec section 4 "Session"): loading while the session or the user's
 * profile loads; an expired session is refreshed once with the refresh token; a failed refresh
 * or a 401 from the API ('Session is invalid') clears stored auth data -> unauthenticated.
 */
export function useAuthStatus(): { status: AuthStatus; error: unknown; retry: () => void } {
  const auth = useAuth();
  const currentUser = useCurrentUser();
  const [renewing, setRenewing] = useState(false);
  const triedRenew = useRef(false);
  const expiredWithRefresh = !auth.isLoading && !!auth.user && auth.user.expired === true && !!auth.user.refresh_token;

  useEffect(() => {
    if (!expiredWithRefresh || triedRenew.current) return;
    triedRenew.current = true;
    setRenewing(true);
    auth
      .signinSilent()
      .catch(() => auth.removeUser())
      .finally(() => setRenewing(false));
  }, [expiredWithRefresh, auth]);

  const sessionInvalid = currentUser.error instanceof ApiRequestError && currentUser.error.status === 401;
  useEffect(() => {
    if (!sessionInvalid) return;
    localStorage.removeItem(USER_ID_KEY);
    void auth.removeUser();
  }, [sessionInvalid, auth]);

  const retry = () => void currentUser.refetch();
  if (auth.isLoading || renewing || (expiredWithRefresh && !triedRenew.current)) return { status: 'loading', error: null, retry };
  const silentFailure = /silent|renew/i.test(String((auth.error as { source?: string } | undefined)?.source ?? ''));
  if (auth.error && !auth.isAuthenticated && !silentFailure) return { status: 'error', error: auth.error, retry };
  if (!auth.isAuthenticated || sessionInvalid) return { status: 'unauthenticated', error: null, retry };
  if (currentUser.isPending) return { status: 'loading', error: null, retry };
  if (currentUser.error) return { status: 'error', error: currentUser.error, retry };
  return { status: 'authenticated', error: null, retry };
}
