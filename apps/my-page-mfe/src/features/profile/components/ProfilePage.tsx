import { Alert, Box, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCurrentUser, usePageTitle } from '@idea-portal/platform';
import { ErrorState, LoadingState, PageTitle } from '@idea-portal/ui';
import { ProfileCard } from '../../../shared/components/ProfileCard';
import { useMyPageTranslation } from '../../../i18n';

/** /app/profile: the profile card, read-only until profile editing exists. */
export function ProfilePage() {
  const { t } = useMyPageTranslation();
  usePageTitle(t('profile.title'));
  const me = useCurrentUser();
  return (
    <Stack gap="md" maw={520}>
      <PageTitle>{t('profile.cardTitle')}</PageTitle>
      {me.isPending ? (
        <LoadingState label={t('myPage.loadingProfile')} />
      ) : me.isError || !me.data ? (
        <ErrorState message={t('myPage.profileError')} onRetry={() => void me.refetch()} />
      ) : (
        <Box>
          <ProfileCard profile={me.data.profile} showEdit={false} />
          <Alert mt="md" variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('profile.readOnlyNote')}
          </Alert>
        </Box>
      )}
    </Stack>
  );
}
