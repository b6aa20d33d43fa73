import type { OrganizationalUnit } from '@idea-portal/contracts';
import { usePageTitle } from '@idea-portal/platform';
import { DataTable, EmptyState, PageTitle, QueryState, isEmptyList, type DataTableColumn, Text } from '@idea-portal/ui';
import { useTenantNames, useUnits } from '../../../shared/api/get-units';
import { useSearchTranslation } from '../../../i18n';

/** /app/organization-units */
export function OrganizationUnitsPage() {
  const { t } = useSearchTranslation();
  usePageTitle(t('units.title'));
  const units = useUnits();
  const tenants = useTenantNames();
  const columns: DataTableColumn<OrganizationalUnit>[] = [
    { id: 'name', header: t('units.columns.name'), weight: 600, cell: (unit) => unit.name },
    { id: 'lineManager', header: t('units.columns.lineManager'), cell: (unit) => unit.lineManager ?? <Text span c="dimmed" size="sm">{t('units.noLineManager')}</Text> },
    { id: 'employees', header: t('units.columns.employees'), align: 'right', cell: (unit) => unit.employeesCount },
    { id: 'tenant', header: t('units.columns.tenant'), cell: (unit) => tenants.data?.get(unit.tenantId) ?? unit.tenantId },
  ];
  return (
    <div>
      <PageTitle>{t('units.title')}</PageTitle>
      <QueryState query={units} loadingLabel={t('units.loading')} errorMessage={t('units.error')} isEmpty={isEmptyList} empty={<EmptyState title={t('units.empty')} />}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(unit) => unit.id} label={t('units.title')} minWidth={560} highlightOnHover={false} />}
      </QueryState>
    </div>
  );
}
