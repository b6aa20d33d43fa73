import { useEffect } from 'react';
import { clearStoredAuth, getUserManager, noteSignedOut, setAccessTokenGetter, setUnauthorizedHandler, USER_ID_KEY, watchSession, type SignOutReason, useAuth, useQueryClient } from '@idea-portal/platform';

/**
 * Wires the API clients to the current access token and keeps the session:
 * renewal with the refresh token before expiry (with backoff); a failed renewal, an API 401 to a
 * request with a token ('Session is invalid'), or a sign-out in another tab clears stored auth
 * data (tokens, user id, query cache) and the user counts as signed out: the guard then sends
 * them to the login route with the current path.
 */
export function SessionBridge() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const token = auth.user?.access_token ?? null;

  useEffect(() => {
    setAccessTokenGetter(() => token);
  }, [token]);

  const { events } = auth;
  useEffect(() => {
    const userManager = getUserManager();
    const signOut = (reason: SignOutReason, error?: unknown) => {
      void userManager.getUser().then((user) => {
        if (!user) return;
        if (error) console.error(`Signed out (${reason})`, error);
        noteSignedOut(window.location.pathname + window.location.search);
        return clearStoredAuth(userManager, queryClient);
      });
    };
    const stopWatching = watchSession(userManager, { onSignedOut: signOut });
    setUnauthorizedHandler(() => signOut('session-invalid'));
    const onUnloaded = () => {
      localStorage.removeItem(USER_ID_KEY);
      queryClient.clear();
    };
    events.addUserUnloaded(onUnloaded);
    return () => {
      stopWatching();
      setUnauthorizedHandler(null);
      events.removeUserUnloaded(onUnloaded);
    };
  }, [events, queryClient]);

  return null;
}
