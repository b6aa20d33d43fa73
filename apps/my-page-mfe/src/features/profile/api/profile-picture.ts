import { PROFILE_PICTURE_LIMITS, type CurrentUser, type UserProfile } from '@idea-portal/contracts';
import { currentUserQueryKey, usersApi, useMutation, useQueryClient } from '@idea-portal/platform';

/** The types the picture upload accepts (checked again by content at the API). */
export const PICTURE_ACCEPT = PROFILE_PICTURE_LIMITS.types.join(',');

/** PUT /users/me/picture (multipart, one image): answers the profile with the new picture's path. */
export function uploadPicture(file: File) {
  const body = new FormData();
  body.append('picture', file, file.name);
  return usersApi.upload<UserProfile>('/users/me/picture', body, { method: 'PUT' });
}

/** DELETE /users/me/picture: answers the profile without a picture. */
export const removePicture = () => usersApi.request<UserProfile>('/users/me/picture', { method: 'DELETE' });

/** Uploads or removes one's picture; the header avatar, My Page and this page take the answer at once. */
export function usePictureChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => (file ? uploadPicture(file) : removePicture()),
    onSuccess: async (profile) => {
      queryClient.setQueryData<CurrentUser>(currentUserQueryKey, (old) => (old ? { ...old, profile } : old));
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
