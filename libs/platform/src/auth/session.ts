import { useCallback } from 'react';
import { useAuth } from 'react-oidc-context';
import { useQueryClient } from '@tanstack/react-query';
import { USER_ID_KEY } from '../api/client';

/** Named auth routes (spec section 2): the login route takes a return path. */
export function loginPath(returnTo?: string) {
  return returnTo ? `/auth/login?redirectTo=${encodeURIComponent(returnTo)}` : '/auth/login';
}

/**
 * Sign-out clears stored auth data (tokens, the stored user id, cached queries) and ends the
 * session at the provider, coming back to the login route with the current path as target.
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
      const target = `${window.location.origin}${loginPath(returnTo)}`;
      try {
        await auth.signoutRedirect({ id_token_hint: idToken, post_logout_redirect_uri: target });
      } catch {
        window.location.assign(target);
      }
    },
    [auth, queryClient],
  );
}
