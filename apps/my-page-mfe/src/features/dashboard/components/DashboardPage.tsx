import { useCurrentUser, usePageTitle } from '@idea-portal/platform';
import { PageTitle, Stack, Text } from '@idea-portal/ui';
import { usePreloadWhenIdle } from '@idea-portal/ui/preload';
import { useTasks } from '../../../shared/api/tasks';
import { SummaryCards } from '../../../shared/components/SummaryCards';
import { useMyPageTranslation } from '../../../i18n';

/**
 * /app: welcome and the four summary cards with real counts. Someone with open tasks is likely to
 * open My Tasks next: `preloadTasks` (routes.tsx) fetches its code once the page is idle, so that
 * the click shows the list at once (its data is the summary's, already there).
 */
export function DashboardPage({ preloadTasks }: { preloadTasks?: () => Promise<void> }) {
  const { t } = useMyPageTranslation();
  usePageTitle(t('dashboard.title'));
  const me = useCurrentUser();
  usePreloadWhenIdle(!!useTasks().data?.total, preloadTasks ? { tasks: preloadTasks } : {});
  const name = me.data ? `${me.data.profile.givenName} ${me.data.profile.familyName}` : null;
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('dashboard.title')}</PageTitle>
        <Text fw={600} size="lg">
          {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeAnonymous')}
        </Text>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
      </div>
      <SummaryCards />
    </Stack>
  );
}
