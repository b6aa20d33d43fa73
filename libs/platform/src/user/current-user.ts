import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { getAuthState } from '../auth/user-manager';
import type { CurrentUser } from '@idea-portal/contracts';
import { canCreateIdeas, hasPermission, type Permission } from '@idea-portal/domain';
import { usersApi, USER_ID_KEY } from '../api/client';

export const currentUserQueryKey = ['platform', 'current-user'] as const;

async function fetchCurrentUser({ signal }: { signal?: AbortSignal }): Promise<CurrentUser> {
  const me = await usersApi.get<CurrentUser>('/users/me', { signal });
  localStorage.setItem(USER_ID_KEY, me.profile.userId);
  return me;
}

/** The signed-in user's profile, permissions and admin access, loaded once after sign-in. */
export function useCurrentUser() {
  const auth = useAuth();
  return useQuery({ queryKey: currentUserQueryKey, enabled: auth.isAuthenticated, queryFn: fetchCurrentUser });
}

/**
 * Asks for the profile before the first render, with the stored user's token, when that user's
 * session is still valid: every page under /app waits for it (the auth loader), and asked for by
 * the first render it left about 0.3 s later on the throttled bench. The API clients send the
 * stored token until the session bridge takes over. An expired session is left to the auth
 * loader (it renews first).
 */
export function prefetchCurrentUser(queryClient: QueryClient): Promise<void> {
  const { user } = getAuthState();
  if (!user?.access_token || user.expired) return Promise.resolve();
  return queryClient.prefetchQuery({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser });
}

export function usePermission(permission: Permission): boolean {
  const { data } = useCurrentUser();
  return data ? hasPermission(data.profile.role, permission) : false;
}

/** Whether the signed-in person may submit ideas (every active employee, whatever the role); false while loading. */
export function useCanCreateIdeas() {
  const { data } = useCurrentUser();
  return data ? canCreateIdeas(data.profile) : false;
}
