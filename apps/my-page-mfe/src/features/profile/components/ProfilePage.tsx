import { useCurrentUser, usePageTitle, useSearchParams } from '@idea-portal/platform';
import { ErrorState, LoadingState, PageTitle, Grid, Stack } from '@idea-portal/ui';
import { ProfileCard } from '../../../shared/components/ProfileCard';
import { ProfileForm } from './ProfileForm';
import { SecurityCard } from './SecurityCard';
import { AbsenceCard } from './AbsenceCard';
import { useMyPageTranslation } from '../../../i18n';

/** /app/profile: the profile card, Edit Profile (also opened by ?edit=1), the Security card and one's absence and deputy. */
export function ProfilePage() {
  const { t } = useMyPageTranslation();
  usePageTitle(t('profile.title'));
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === '1';
  const setEditing = (on: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set('edit', '1');
        else next.delete('edit');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="md" maw={1040}>
      <PageTitle>{t('profile.cardTitle')}</PageTitle>
      {me.isPending ? (
        <LoadingState label={t('myPage.loadingProfile')} />
      ) : me.isError || !me.data ? (
        <ErrorState message={t('myPage.profileError')} onRetry={() => void me.refetch()} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {editing ? (
              <ProfileForm key={me.data.profile.id} profile={me.data.profile} onDone={() => setEditing(false)} />
            ) : (
              <ProfileCard profile={me.data.profile} onEdit={() => setEditing(true)} />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <SecurityCard />
              <AbsenceCard me={me.data.profile} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
