import { statusColor } from '@idea-portal/domain';
import { categoryLabel, usePageTitle } from '@idea-portal/platform';
import { useUiText, EmptyState, ErrorState, LoadingState, PageTitle, StatusBadge, Card, SimpleGrid, Stack, Text, Title } from '@idea-portal/ui';
import { useKeyFigures } from '../api/get-key-figures';
import { useKeyIndicators } from '../api/get-key-indicators';
import { useIndicatorFilters } from '../hooks/use-indicator-filters';
import { IndicatorFilters } from './IndicatorFilters';
import { KeyFigures, OverdueAndPremiums } from './KeyFigures';
import { MonthTable } from './MonthTable';
import { ShareList } from './ShareList';
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

/** /app/indicators: key indicators the API counts over the ideas the reader may see, filtered by period, unit and category (kept in the address). */
export function IndicatorsPage() {
  const { t, i18n } = useSearchTranslation();
  const { text } = useUiText();
  usePageTitle(t('indicators.title'));
  const { filters, update, clear, active } = useIndicatorFilters();
  const query = useKeyIndicators(filters);
  const figures = useKeyFigures(filters);
  const data = query.data;
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('indicators.title')}</PageTitle>
        <Text c="dimmed">{t('indicators.intro')}</Text>
      </div>
      <IndicatorFilters filters={filters} onChange={update} onClear={clear} active={active} />
      {query.isPending ? (
        <LoadingState label={t('indicators.loading')} />
      ) : query.isError || !data ? (
        <ErrorState message={t('indicators.error')} onRetry={() => void query.refetch()} />
      ) : data.figures.submitted === 0 ? (
        <>
          <EmptyState title={t(active ? 'indicators.emptyFiltered' : 'indicators.empty')} />
          {/* Tasks overdue now and premiums paid do not depend on the ideas submitted in the period. */}
          {figures.data && <OverdueAndPremiums data={figures.data} />}
        </>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Stat label={t('indicators.totalIdeas')} value={String(data.figures.submitted)} />
            <Stat label={t('indicators.inProgress')} value={String(data.figures.inProgress)} />
            <Stat label={t('indicators.implementationRate')} value={`${data.figures.implementationRate} %`} help={t('indicators.implementationRateHelp')} />
            <Stat label={t('indicators.rejectionRate')} value={`${data.figures.rejectionRate} %`} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ShareList
              id="by-status"
              title={t('indicators.byStatus')}
              total={data.figures.submitted}
              rows={data.byStatus.map(({ status, count }) => ({ key: status, label: <StatusBadge status={status} size="sm" />, name: text(`status.${status}`), count, color: statusColor(status) }))}
            />
            <ShareList
              id="by-category"
              title={t('indicators.byCategory')}
              total={data.figures.submitted}
              rows={data.byCategory.map(({ category, figures }) => {
                const name = category ? categoryLabel(category, i18n.language) : t('indicators.noCategory');
                return { key: category?.id ?? '', label: name, name, count: figures.submitted };
              })}
            />
            <ShareList
              id="by-unit"
              title={t('indicators.byUnit')}
              total={data.figures.submitted}
              rows={data.byUnit.map(({ unit, figures }) => {
                const name = unit?.name ?? t('indicators.noUnit');
                return { key: unit?.id ?? '', label: name, name, count: figures.submitted };
              })}
            />
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="by-month">
              <Title order={2} size="h4" id="by-month" mb="md">
                {t('indicators.byMonth')}
              </Title>
              <MonthTable rows={data.byMonth} />
            </Card>
          </SimpleGrid>
          {figures.isPending ? (
            <LoadingState label={t('figures.loading')} />
          ) : figures.isError || !figures.data ? (
            <ErrorState message={t('figures.error')} onRetry={() => void figures.refetch()} />
          ) : (
            <KeyFigures data={figures.data} />
          )}
        </>
      )}
    </Stack>
  );
}
