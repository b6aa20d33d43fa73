import type { Tenant } from '@idea-portal/contracts';
import { usePageTitle } from '@idea-portal/platform';
import { DataTable, EmptyState, PageTitle, QueryState, isEmptyList, type DataTableColumn, Badge, Text } from '@idea-portal/ui';
import { useTenants } from '../api/get-tenants';
import { useSearchTranslation } from '../../../i18n';

/** /app/tenants */
export function TenantsPage() {
  const { t, i18n } = useSearchTranslation();
  usePageTitle(t('tenants.title'));
  const tenants = useTenants();
  const number = new Intl.NumberFormat(i18n.language);
  const columns: DataTableColumn<Tenant>[] = [
    { id: 'name', header: t('tenants.columns.name'), weight: 600, cell: (tenant) => tenant.name },
    {
      id: 'status',
      header: t('tenants.columns.status'),
      cell: (tenant) => (
        <Badge variant="light" color={tenant.status === 'ACTIVE' ? 'green' : 'gray'}>
          {tenant.status === 'ACTIVE' ? t('common.active') : t('common.inactive')}
        </Badge>
      ),
    },
    { id: 'description', header: t('tenants.columns.description'), cell: (tenant) => tenant.description ?? <Text span c="dimmed">{t('common.none')}</Text> },
    { id: 'employees', header: t('tenants.columns.employees'), align: 'right', cell: (tenant) => number.format(tenant.numberOfEmployees) },
    { id: 'currency', header: t('tenants.columns.currency'), cell: (tenant) => tenant.currency },
    { id: 'language', header: t('tenants.columns.language'), cell: (tenant) => t(`tenants.languages.${tenant.preferredLanguage}`) },
  ];
  return (
    <div>
      <PageTitle>{t('tenants.title')}</PageTitle>
      <QueryState query={tenants} loadingLabel={t('tenants.loading')} errorMessage={t('tenants.error')} isEmpty={isEmptyList} empty={<EmptyState title={t('tenants.empty')} />}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(tenant) => tenant.id} label={t('tenants.title')} minWidth={720} highlightOnHover={false} />}
      </QueryState>
    </div>
  );
}
