import { IconPlus } from '@tabler/icons-react';
import { paths, useCanCreateIdeas, useCurrentUser, usePageTitle, Link } from '@idea-portal/platform';
import { ErrorState, LoadingState, TITLE_COLOR, Button, Card, Group, Stack, Text, Title } from '@idea-portal/ui';
import { SummaryCards } from '../../../shared/components/SummaryCards';
import { ProfileCard } from '../../../shared/components/ProfileCard';
import { WatchlistPanel } from './WatchlistPanel';
import { QuickActions } from './QuickActions';
import { useMyPageTranslation } from '../../../i18n';
import classes from './MyPage.module.css';

/** /app/my-page: welcome banner, summary cards, profile card, watchlist and quick actions. */
export function MyPage() {
  const { t } = useMyPageTranslation();
  const canCreate = useCanCreateIdeas();
  usePageTitle(t('myPage.title'));
  const me = useCurrentUser();
  const profile = me.data?.profile;
  return (
    <Stack gap="lg">
      <Card radius="md" padding="xl" bg="var(--mantine-color-magenta-0)" component="section" aria-labelledby="my-page-welcome">
        <Group justify="space-between" wrap="wrap" gap="md">
          <div>
            <Title order={1} id="my-page-welcome" c={TITLE_COLOR}>
              {profile ? t('myPage.welcome', { name: `${profile.givenName} ${profile.familyName}` }) : t('myPage.title')}
            </Title>
            <Text c="dimmed">{t('myPage.welcomeText')}</Text>
          </div>
          {canCreate && (
            <Button component={Link} to={paths.app.newIdea.getHref()} leftSection={<IconPlus size={16} aria-hidden />} size="md">
              {t('myPage.createIdea')}
            </Button>
          )}
        </Group>
      </Card>
      <SummaryCards />
      <div className={classes.columns}>
        <div>
          {me.isPending ? (
            <LoadingState label={t('myPage.loadingProfile')} />
          ) : me.isError || !profile ? (
            <ErrorState message={t('myPage.profileError')} onRetry={() => void me.refetch()} />
          ) : (
            <ProfileCard profile={profile} />
          )}
        </div>
        <Stack gap="lg">
          <WatchlistPanel />
          <QuickActions />
        </Stack>
      </div>
    </Stack>
  );
}
