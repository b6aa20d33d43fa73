import type { KeyFiguresResponse } from '@idea-portal/contracts';
import { ideasApi, Link, paths, queryOptions, searchKeys, useQuery } from '@idea-portal/platform';
import { Anchor, Card, SimpleGrid, Text, Title } from '@idea-portal/ui';
import { useAdminTranslation } from '../../../i18n';

/** The headline key figures of all time (GET /key-indicators/figures) and a link to the Key Indicators page, which has the rest. */
export function KeyFiguresPanel() {
  const { t, i18n } = useAdminTranslation();
  const figures = useQuery(
    queryOptions({
      queryKey: [...searchKeys.indicators, 'figures', {}] as const,
      queryFn: ({ signal }) => ideasApi.get<KeyFiguresResponse>('/key-indicators/figures', { signal }),
    }),
  );
  const num = (v: number | null | undefined) => (v === null || v === undefined ? '–' : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(v));
  const f = figures.data?.total;
  const items = [
    { label: t('dashboard.figures.implementationRate'), value: f ? `${num(f.implementationRate)} %` : '…' },
    { label: t('dashboard.figures.toDecision'), value: f ? num(f.toDecision.median) : '…' },
    { label: t('dashboard.figures.participationRate'), value: f ? `${num(f.participationRate)} %` : '…' },
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="key-figures-title">
      <Title order={2} size="h4" id="key-figures-title" mb="md">
        {t('dashboard.figures.title')}
      </Title>
      {figures.isError ? (
        <Text c="dimmed">{t('common.error')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {items.map((m) => (
            <div key={m.label}>
              <Text size="xs" c="dimmed">
                {m.label}
              </Text>
              <Text fz={24} fw={700}>
                {m.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
      <Anchor component={Link} to={paths.app.indicators.getHref()} size="sm" mt="sm" display="inline-block">
        {t('dashboard.figures.more')}
      </Anchor>
    </Card>
  );
}
