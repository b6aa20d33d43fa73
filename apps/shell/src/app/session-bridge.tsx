import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { useQueryClient } from '@tanstack/react-query';
import { setAccessTokenGetter, USER_ID_KEY } from '@idea-portal/platform';

/**
 * Wires the API clients to the current access token, and clears stored auth data when the
 * silent renew (refresh token) fails: the user then counts as signed out.
 */
export function SessionBridge() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const token = auth.user?.access_token ?? null;

  useEffect(() => {
    setAccessTokenGetter(() => token);
  }, [token]);

  const { events, removeUser } = auth;
  useEffect(() => {
    const onRenewError = (error: Error) => {
      console.error('Session refresh failed', error);
      localStorage.removeItem(USER_ID_KEY);
      queryClient.clear();
      void removeUser();
    };
    const onSignedOut = () => {
      localStorage.removeItem(USER_ID_KEY);
      queryClient.clear();
    };
    events.addSilentRenewError(onRenewError);
    events.addUserUnloaded(onSignedOut);
    return () => {
      events.removeSilentRenewError(onRenewError);
      events.removeUserUnloaded(onSignedOut);
    };
  }, [events, removeUser, queryClient]);

  return null;
}
