import { useCurrentUser, usePageTitle } from '@idea-portal/platform';
import { PageTitle, Stack, Text } from '@idea-portal/ui';
import { SummaryCards } from '../../../shared/components/SummaryCards';
import { useMyPageTranslation } from '../../../i18n';

/** /app: welcome and the four summary cards with real counts. */
export function DashboardPage() {
  const { t } = useMyPageTranslation();
  usePageTitle(t('dashboard.title'));
  const me = useCurrentUser();
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
