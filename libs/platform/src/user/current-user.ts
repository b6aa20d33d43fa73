import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import type { CurrentUser } from '@idea-portal/contracts';
import { canCreateIdeas, hasPermission, type Permission } from '@idea-portal/domain';
import { usersApi, USER_ID_KEY } from '../api/client';

export const currentUserQueryKey = ['platform', 'current-user'] as const;

/** The signed-in user's profile, permissions and admin access, loaded once after sign-in. */
export function useCurrentUser() {
  const auth = useAuth();
  return useQuery({
    queryKey: currentUserQueryKey,
    enabled: auth.isAuthenticated,
    queryFn: async ({ signal }) => {
      const me = await usersApi.get<CurrentUser>('/users/me', { signal });
      localStorage.setItem(USER_ID_KEY, me.profile.userId);
      return me;
    },
  });
}

export function usePermission(permission: Permission): boolean {
  const { data } = useCurrentUser();
  return data ? hasPermission(data.profile.role, permission) : false;
}

/** Whether the signed-in person may submit ideas (the API answers 403 to VIEWERS); false while loading. */
export function useCanCreateIdeas() {
  const { data } = useCurrentUser();
  return data ? canCreateIdeas(data.profile.role) : false;
}
