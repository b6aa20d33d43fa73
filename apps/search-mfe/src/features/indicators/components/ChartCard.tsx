import { lazyComponent, Button, Card, Group, Title, VisuallyHidden } from '@idea-portal/ui';
import { IconDownload } from '@tabler/icons-react';
import type { ChartProps } from './charts';
import { downloadCsv, toCsv } from '../csv';
import { useSearchTranslation } from '../../../i18n';

const TrendChart = lazyComponent(() => import(/* webpackChunkName: "search-indicator-charts" */ './charts').then((m) => m.TrendChart), { fallback: null });
const GroupedBarChart = lazyComponent(() => import(/* webpackChunkName: "search-indicator-charts" */ './charts').then((m) => m.GroupedBarChart), { fallback: null });

export interface FigureTable {
  header: string[];
  rows: (string | number | null)[][];
}

/**
 * A chart with the table behind it: the chart for the eye (hidden from assistive technology), the
 * same numbers as a table for screen readers and as a CSV download (`<file>.csv`).
 */
export function ChartCard({ id, title, kind, chart, table, file }: { id: string; title: string; kind: 'trend' | 'bars'; chart: ChartProps; table: FigureTable; file: string }) {
  const { t } = useSearchTranslation();
  const Chart = kind === 'trend' ? TrendChart : GroupedBarChart;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Button variant="subtle" size="compact-sm" leftSection={<IconDownload size={16} aria-hidden />} aria-label={t('figures.csvLabel', { what: title })}
          onClick={() => downloadCsv(`${file}.csv`, toCsv(table.header, table.rows))}
        >
          {t('figures.csv')}
        </Button>
      </Group>
      <div aria-hidden data-testid={`${id}-chart`}>
        <Chart {...chart} />
      </div>
      {/* The chart's numbers for screen readers: a plain table (a scroll container inside a visually hidden box would be a scrollable region no key reaches). */}
      <VisuallyHidden>
        <table aria-label={title}>
          <thead>
            <tr>
              {table.header.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r) => (
              <tr key={r.join('|')}>
                {table.header.map((h, i) => (
                  <td key={h}>{r[i] ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Card>
  );
}
