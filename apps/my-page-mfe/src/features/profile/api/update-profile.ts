import { ProfileUpdateInput, type UserProfile, type CurrentUser } from '@idea-portal/contracts';
import { currentUserQueryKey, usersApi, useMutation, useQueryClient } from '@idea-portal/platform';

/** PATCH /users/me: answers the updated profile. */
export const updateProfile = (body: ProfileUpdateInput) =>
  usersApi.request<UserProfile>('/users/me', { method: 'PATCH', body: ProfileUpdateInput.parse(body) });

/**
 * Saves one's own profile; the platform's current-user query (header avatar, My Page, this page)
 * takes the answer at once and is then refetched.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData<CurrentUser>(currentUserQueryKey, (old) => (old ? { ...old, profile } : old));
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
