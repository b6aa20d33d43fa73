import type { AssociationFigures, KeyFiguresResponse } from '@idea-portal/contracts';
import { Card, SimpleGrid, Stack, Text } from '@idea-portal/ui';
import { ChartCard, type FigureTable } from './ChartCard';
import { useSearchTranslation } from '../../../i18n';

const monthLabel = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

function Figure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid="figure-value">
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

/**
 * The figures with rules of their own, for those the answer gives them to (null for everyone
 * else, then nothing shows): the tasks overdue now, and the premiums paid in the period (by day of
 * release) with a chart per month of release. They do not depend on the ideas submitted in the
 * period, so the page shows them even when none were.
 */
export function OverdueAndPremiums({ data }: { data: Pick<KeyFiguresResponse, 'overdueTasks' | 'premiums'> }) {
  const { t, i18n } = useSearchTranslation();
  const lang = i18n.language;
  const { overdueTasks: overdue, premiums } = data;
  if (!overdue && !premiums) return null;
  const num = (v: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(v);
  const eur = (v: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(v);
  const overdueHelp = overdue?.byKind.length
    ? t('figures.overdueKinds', { kinds: overdue.byKind.map((k) => `${t(`figures.taskKind.${k.kind}` as 'figures.taskKind.review')} ${num(k.n)}`).join(', ') })
    : t('figures.overdueHelp');
  const paid: FigureTable | null = premiums && {
    header: [t('figures.premiumsMonth'), t('figures.premiumsReleased'), t('figures.premiumsAmount')],
    rows: [...premiums.byMonth.map((m) => [m.month, m.released, m.amount]), [t('figures.total'), premiums.released, premiums.amount]],
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {overdue && <Figure label={t('figures.overdue')} value={num(overdue.total)} help={overdueHelp} />}
        {premiums && <Figure label={t('figures.premiumsPaid')} value={eur(premiums.amount)} help={t('figures.premiumsHelp', { count: premiums.released })} />}
      </SimpleGrid>
      {premiums && paid && premiums.byMonth.length > 0 && (
        <ChartCard
          id="figures-premiums"
          title={t('figures.premiumsPerMonth')}
          kind="bars"
          file="premiums-paid-per-month"
          table={paid}
          chart={{
            x: 'month',
            data: premiums.byMonth.map((m) => ({ month: monthLabel(m.month, lang), amount: m.amount })),
            series: [{ key: 'amount', label: t('figures.premiumsAmount') }],
          }}
        />
      )}
    </>
  );
}

/**
 * The association's key figures (GET /key-indicators/figures): the headline numbers, the trend
 * per month and the lead time per stage and unit as charts, each with its table and CSV; then
 * OverdueAndPremiums.
 */
export function KeyFigures({ data }: { data: KeyFiguresResponse }) {
  const { t, i18n } = useSearchTranslation();
  const lang = i18n.language;
  const num = (v: number | null) => (v === null ? '–' : new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(v));
  const eur = (v: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(v);
  const total = data.total;
  const days = (v: number | null) => (v === null ? '–' : t('figures.days', { value: num(v) }));
  const unitName = (id: string | null) => (id === null ? t('indicators.noUnit') : (data.byUnit.find((u) => u.unit?.id === id)?.unit?.name ?? id));

  const trend: FigureTable = {
    header: [t('indicators.month'), t('indicators.submitted'), t('figures.participants'), t('figures.decided'), t('indicators.implemented'), t('figures.implementationRate'), t('figures.toDecisionMedian'), t('figures.firstYearNetBenefit'), t('figures.realisedSavings')],
    rows: data.byMonth.map(({ month, figures: f }) => [month, f.submitted, f.participants, f.decided, f.implemented, f.implementationRate, f.toDecision.median, f.firstYearNetBenefit, f.realisedSavings]),
  };
  // Stages as a bar per unit: the units with most ideas (six at most, so the bars stay readable; the table has all).
  const units = data.byUnit.slice(0, 6).map((u) => u.unit?.id ?? null);
  const stageLabel = (stage: string) => t(`figures.stage.${stage}` as 'figures.stage.review');
  const stages: FigureTable = {
    header: [t('figures.stageColumn'), t('indicators.unit'), t('figures.ideas'), t('figures.median'), t('figures.p90')],
    rows: data.stages.flatMap((s) => [
      [stageLabel(s.stage), t('figures.allUnits'), s.total.ideas, s.total.median, s.total.p90],
      ...s.byUnit.map((u) => [stageLabel(s.stage), unitName(u.unitId), u.leadTime.ideas, u.leadTime.median, u.leadTime.p90]),
    ]),
  };
  for (const [label, key] of [[t('figures.toDecision'), 'toDecision'], [t('figures.toCompletion'), 'toCompletion']] as const) {
    stages.rows.push([label, t('figures.allUnits'), total[key].ideas, total[key].median, total[key].p90]);
    for (const { unit, figures } of data.byUnit) stages.rows.push([label, unit?.name ?? t('indicators.noUnit'), figures[key].ideas, figures[key].median, figures[key].p90]);
  }
  const perUnit: FigureTable = {
    header: [t('indicators.unit'), t('indicators.submitted'), t('figures.employees'), t('figures.ideasPer100'), t('figures.participationRate'), t('figures.implementationRate'), t('figures.toDecisionMedian')],
    rows: [{ unit: { name: t('figures.allUnits') }, figures: total }, ...data.byUnit].map(({ unit, figures: f }) => [
      unit?.name ?? t('indicators.noUnit'),
      f.submitted,
      f.employees,
      f.ideasPer100Employees,
      f.participationRate,
      f.implementationRate,
      f.toDecision.median,
    ]),
  };
  const rate = (v: number | null) => (v === null ? '–' : `${num(v)} %`);
  const lead = (f: AssociationFigures['toDecision']) => t('figures.p90Help', { p90: days(f.p90), count: f.ideas });

  return (
    <Stack gap="md" aria-label={t('figures.title')} component="section">
      <div>
        <Text fw={700} size="lg" component="h2">
          {t('figures.title')}
        </Text>
        <Text c="dimmed" size="sm">
          {t('figures.intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Figure label={t('figures.implementationRate')} value={rate(total.implementationRate)} help={t('figures.implementationRateHelp', { implemented: total.implemented, decided: total.decided })} />
        <Figure label={t('figures.toDecision')} value={days(total.toDecision.median)} help={lead(total.toDecision)} />
        <Figure label={t('figures.toCompletion')} value={days(total.toCompletion.median)} help={lead(total.toCompletion)} />
        <Figure label={t('figures.ideasPer100')} value={num(total.ideasPer100Employees)} help={t('figures.employeesHelp', { count: total.employees })} />
        <Figure label={t('figures.participationRate')} value={rate(total.participationRate)} help={t('figures.participationHelp', { count: total.participants })} />
        <Figure label={t('figures.savings')} value={eur(total.firstYearNetBenefit)} help={t('figures.realisedHelp', { value: eur(total.realisedSavings) })} />
      </SimpleGrid>
      <ChartCard
        id="figures-trend"
        title={t('figures.trend')}
        kind="trend"
        file="key-figures-per-month"
        table={trend}
        chart={{
          x: 'month',
          data: data.byMonth.map(({ month, figures: f }) => ({ month: monthLabel(month, lang), submitted: f.submitted, implemented: f.implemented, participants: f.participants })),
          series: [
            { key: 'submitted', label: t('indicators.submitted') },
            { key: 'implemented', label: t('indicators.implemented') },
            { key: 'participants', label: t('figures.participants') },
          ],
        }}
      />
      <ChartCard
        id="figures-stages"
        title={t('figures.stages')}
        kind="bars"
        file="lead-time-per-stage"
        table={stages}
        chart={{
          x: 'stage',
          data: data.stages.map((s) => ({
            stage: stageLabel(s.stage),
            ...Object.fromEntries(units.map((id) => [id ?? 'none', s.byUnit.find((u) => u.unitId === id)?.leadTime.median ?? null])),
          })),
          series: units.map((id) => ({ key: id ?? 'none', label: unitName(id) })),
        }}
      />
      <ChartCard
        id="figures-units"
        title={t('figures.perUnit')}
        kind="bars"
        file="key-figures-per-unit"
        table={perUnit}
        chart={{
          x: 'unit',
          data: data.byUnit.map(({ unit, figures: f }) => ({ unit: unit?.name ?? t('indicators.noUnit'), participation: f.participationRate, implementation: f.implementationRate })),
          series: [
            { key: 'participation', label: t('figures.participationRate') },
            { key: 'implementation', label: t('figures.implementationRate') },
          ],
        }}
      />
      <OverdueAndPremiums data={data} />
    </Stack>
  );
}
