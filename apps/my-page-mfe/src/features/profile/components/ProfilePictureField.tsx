import { PROFILE_PICTURE_LIMITS, type UserProfile } from '@idea-portal/contracts';
import { ApiRequestError } from '@idea-portal/platform';
import { UserAvatar, Button, Group, Stack, Text, notifySuccess } from '@idea-portal/ui';
import { useRef, useState } from 'react';
import { useMyPageTranslation } from '../../../i18n';
import { PICTURE_ACCEPT, usePictureChange } from '../api/profile-picture';

type PictureError = 'pictureTooLarge' | 'pictureType' | 'pictureFailed';

/** The error key of a failed upload (413, 415, anything else). */
function errorOf(error: unknown): PictureError {
  if (error instanceof ApiRequestError && error.code === 'PAYLOAD_TOO_LARGE') return 'pictureTooLarge';
  if (error instanceof ApiRequestError && error.code === 'UNSUPPORTED_MEDIA_TYPE') return 'pictureType';
  return 'pictureFailed';
}

/** One's picture with Upload and Remove: saved at once (PUT / DELETE /users/me/picture), apart from the form. */
export function ProfilePictureField({ profile, name }: { profile: UserProfile; name: string }) {
  const { t } = useMyPageTranslation();
  const change = usePictureChange();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<PictureError | null>(null);

  const send = (file: File | null) => {
    setError(null);
    if (file && file.size > PROFILE_PICTURE_LIMITS.maxBytes) return setError('pictureTooLarge');
    change.mutate(file, {
      onSuccess: () => notifySuccess(t(file ? 'profileForm.pictureUploadedText' : 'profileForm.pictureRemovedText'), t('profileForm.pictureSaved')),
      onError: (e) => setError(errorOf(e)),
    });
  };

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <UserAvatar name={name} picture={profile.picture} alt={t('profile.pictureAlt', { name })} size={64} radius={64} />
      <Stack gap={4}>
        <Group gap="xs">
          <input
            ref={input}
            type="file"
            accept={PICTURE_ACCEPT}
            hidden
            aria-label={t('profileForm.uploadPicture')}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0] ?? null;
              e.currentTarget.value = '';
              if (file) send(file);
            }}
          />
          <Button size="xs" variant="light" loading={change.isPending && change.variables !== null} disabled={change.isPending} onClick={() => input.current?.click()}>
            {t('profileForm.uploadPicture')}
          </Button>
          {profile.picture && (
            <Button size="xs" variant="subtle" color="red" loading={change.isPending && change.variables === null} disabled={change.isPending} onClick={() => send(null)}>
              {t('profileForm.removePicture')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('profileForm.pictureUploadHint', { max: PROFILE_PICTURE_LIMITS.maxBytes / 1024 / 1024 })}
        </Text>
        {error && (
          <Text size="xs" c="red" role="alert">
            {t(`profileForm.errors.${error}`)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
