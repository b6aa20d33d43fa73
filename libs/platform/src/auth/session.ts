import { useCallback } from 'react';
import { useAuth } from './auth-context';
import { useQueryClient } from '@tanstack/react-query';
import { USER_ID_KEY } from '../api/client';
import { paths } from '../paths/paths';
import { announceSignOut, noteSignedOut } from './session-watch';

/** Named auth routes: the login route takes a return path. */
export function loginPath(returnTo?: string) {
  return paths.auth.login.getHref(returnTo);
}

/**
 * Sign-out clears stored auth data (tokens, the stored user id, cached queries), tells the other
 * tabs (they sign out too), and ends the session at the provider (RP-initiated logout with the
 * ID token). The provider only returns to its registered address (`/auth/login`, exact match),
 * so the current path travels in a one-time note that the login page turns back into
 * `/auth/login?redirectTo=...`.
 */
export function useSignOut() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useCallback(
    async (returnTo = window.location.pathname + window.location.search) => {
      const idToken = auth.user?.id_token;
      localStorage.removeItem(USER_ID_KEY);
      queryClient.clear();
      await auth.removeUser();
      announceSignOut();
      noteSignedOut(returnTo);
      try {
        await auth.signoutRedirect({ id_token_hint: idToken, post_logout_redirect_uri: `${window.location.origin}/auth/login` });
      } catch {
        window.location.assign(`${window.location.origin}${loginPath(returnTo)}`);
      }
    },
    [auth, queryClient],
  );
}
