import { statusColor } from '@idea-portal/domain';
import { usePageTitle } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle, StatusBadge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@idea-portal/ui';
import { percent, useIndicators } from '../api/get-indicators';
import { useSearchTranslation } from '../../../i18n';

function Stat({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={32} fw={700}>
        {value}
      </Text>
      {help && (
        <Text size="xs" c="dimmed">
          {help}
        </Text>
      )}
    </Card>
  );
}

/** /app/indicators: key indicators computed from real data. */
export function IndicatorsPage() {
  const { t } = useSearchTranslation();
  usePageTitle(t('indicators.title'));
  const query = useIndicators();
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('indicators.title')}</PageTitle>
        <Text c="dimmed">{t('indicators.intro')}</Text>
      </div>
      {query.isPending ? (
        <LoadingState label={t('indicators.loading')} />
      ) : query.isError ? (
        <ErrorState message={t('indicators.error')} onRetry={() => void query.refetch()} />
      ) : query.data.total === 0 ? (
        <EmptyState title={t('indicators.empty')} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Stat label={t('indicators.totalIdeas')} value={String(query.data.total)} />
            <Stat label={t('indicators.inProgress')} value={String(query.data.inProgress)} />
            <Stat label={t('indicators.implementationRate')} value={`${query.data.implementationRate} %`} help={t('indicators.implementationRateHelp')} />
            <Stat label={t('indicators.rejectionRate')} value={`${query.data.rejectionRate} %`} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="by-status">
              <Title order={2} size="h4" id="by-status" mb="md">
                {t('indicators.byStatus')}
              </Title>
              <Stack gap="sm">
                {query.data.byStatus.map(({ status, count }) => (
                  <div key={status}>
                    <Group justify="space-between" mb={4}>
                      <StatusBadge status={status} size="sm" />
                      <Text size="sm">{t('indicators.share', { count, percent: percent(count, query.data.total) })}</Text>
                    </Group>
                    <Progress value={percent(count, query.data.total)} color={statusColor(status)} aria-label={status} />
                  </div>
                ))}
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="by-category">
              <Title order={2} size="h4" id="by-category" mb="md">
                {t('indicators.byCategory')}
              </Title>
              <Stack gap="sm">
                {query.data.byCategory.map(({ category, count }) => {
                  const label = category ?? t('indicators.noCategory');
                  return (
                    <div key={label}>
                      <Group justify="space-between" mb={4}>
                        <Text size="sm" fw={500}>
                          {label}
                        </Text>
                        <Text size="sm">{t('indicators.share', { count, percent: percent(count, query.data.total) })}</Text>
                      </Group>
                      <Progress value={percent(count, query.data.total)} aria-label={label} />
                    </div>
                  );
                })}
              </Stack>
            </Card>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
