import type { KeyIndicatorsResponse } from '@idea-portal/contracts';
import { DataTable } from '@idea-portal/ui';
import { useSearchTranslation } from '../../../i18n';

type MonthRow = KeyIndicatorsResponse['byMonth'][number];

/** 'YYYY-MM' as the reader's month and year ("March 2025", "März 2025"). */
const monthName = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** Submitted, implemented and rejected ideas per month of submission. */
export function MonthTable({ rows }: { rows: readonly MonthRow[] }) {
  const { t, i18n } = useSearchTranslation();
  return (
    <DataTable
      label={t('indicators.byMonth')}
      rows={rows}
      rowKey={(r) => r.month}
      minWidth={420}
      highlightOnHover={false}
      columns={[
        { id: 'month', header: t('indicators.month'), cell: (r) => monthName(r.month, i18n.language), weight: 600 },
        { id: 'submitted', header: t('indicators.submitted'), cell: (r) => r.figures.submitted, align: 'right' },
        { id: 'implemented', header: t('indicators.implemented'), cell: (r) => r.figures.implemented, align: 'right' },
        { id: 'rejected', header: t('indicators.rejected'), cell: (r) => r.figures.rejected, align: 'right' },
      ]}
    />
  );
}
