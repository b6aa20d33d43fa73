import { useEffect, useRef } from 'react';
import {
  clearStoredAuth,
  loadUserManager,
  noteSignedOut,
  onUserManager,
  renewUser,
  setAccessTokenGetter,
  setUnauthorizedHandler,
  USER_ID_KEY,
  watchRenewal,
  watchRenewalsElsewhere,
  watchSignOutElsewhere,
  type SignOutReason,
  useAuth,
  useQueryClient,
} from '@idea-portal/platform';

/** oidc-client-ts loads this long before the access token expires; it tells of the expiry a minute before. */
export const RENEW_LOAD_LEAD_MS = 90_000;

/**
 * Wires the API clients to the current access token and keeps the session:
 * renewal with the refresh token before expiry (with backoff, one tab renewing for the whole
 * browser, the others taking its tokens); a failed renewal, an API 401 to a
 * request with a token ('Session is invalid'), or a sign-out in another tab clears stored auth
 * data (tokens, user id, query cache) and the user counts as signed out: the guard then sends
 * them to the login route with the current path. oidc-client-ts loads only when one of these
 * needs it, or in time for the renewal.
 */
export function SessionBridge() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const token = auth.user?.access_token ?? null;
  const expiresAt = auth.user?.expires_at;
  const signedIn = !!auth.user;

  useEffect(() => {
    setAccessTokenGetter(() => token);
  }, [token]);

  useEffect(() => {
    const signOut = (reason: SignOutReason, error?: unknown) => {
      void loadUserManager().then(async (userManager) => {
        if (!(await userManager.getUser())) return;
        if (error) console.error(`Signed out (${reason})`, error);
        noteSignedOut(window.location.pathname + window.location.search);
        return clearStoredAuth(userManager, queryClient);
      });
    };
    const stopWatchingTabs = watchSignOutElsewhere(signOut);
    const stopFollowingRenewals = watchRenewalsElsewhere();
    let stopRenewal = () => {};
    const stopWaiting = onUserManager((userManager) => {
      stopRenewal = watchRenewal(userManager, { onSignedOut: signOut, renew: () => renewUser() });
    });
    setUnauthorizedHandler(() => signOut('session-invalid'));
    return () => {
      stopWatchingTabs();
      stopFollowingRenewals();
      stopWaiting();
      stopRenewal();
      setUnauthorizedHandler(null);
    };
  }, [queryClient]);

  // The user gone (signed out here, elsewhere or by a failed renewal): so are the stored user id and the cached queries.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) {
      localStorage.removeItem(USER_ID_KEY);
      queryClient.clear();
    }
    wasSignedIn.current = signedIn;
  }, [signedIn, queryClient]);

  // The UserManager reads the stored user and raises the expiring event when it comes.
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setTimeout(() => void loadUserManager().then((userManager) => userManager.getUser()), Math.max(0, expiresAt * 1000 - Date.now() - RENEW_LOAD_LEAD_MS));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  return null;
}
