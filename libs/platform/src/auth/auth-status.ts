import { useEffect, useRef, useState } from 'react';
import { useAuth } from './auth-context';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/client';
import { useCurrentUser } from '../user/current-user';
import { clearStoredAuth } from './session-watch';
import { renewUser } from './renewal-tab';

export type AuthStatus = 'loading' | 'unauthenticated' | 'error' | 'authenticated';

/**
 * The auth loader's state: loading while the session or the user's
 * profile loads; an expired session is refreshed with the refresh token (retried with the spec's
 * backoff, one renewal per browser); a failed refresh or a 401 from the API ('Session is invalid') clears stored auth
 * data (tokens, user id, query cache) -> unauthenticated.
 */
export function useAuthStatus(): { status: AuthStatus; error: unknown; retry: () => void } {
  const auth = useAuth();
  const currentUser = useCurrentUser();
  const queryClient = useQueryClient();
  const [renewing, setRenewing] = useState(false);
  const triedRenew = useRef(false);
  const expiredWithRefresh = !auth.isLoading && !!auth.user && auth.user.expired === true && !!auth.user.refresh_token;

  useEffect(() => {
    if (!expiredWithRefresh || triedRenew.current) return;
    triedRenew.current = true;
    setRenewing(true);
    // once per browser: other tabs that open with the same expired user take this renewal's result
    renewUser()
      .catch((error: unknown) => {
        console.error('Session refresh failed', error);
        return clearStoredAuth(auth, queryClient);
      })
      .finally(() => setRenewing(false));
  }, [expiredWithRefresh, auth, queryClient]);

  const sessionInvalid = currentUser.error instanceof ApiRequestError && currentUser.error.status === 401;
  useEffect(() => {
    if (!sessionInvalid) return;
    void clearStoredAuth(auth);
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
