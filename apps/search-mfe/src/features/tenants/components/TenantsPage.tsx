import { Badge, Table, Text } from '@mantine/core';
import { usePageTitle } from '@idea-portal/platform';
import { EmptyState, PageTitle, QueryState, isEmptyList } from '@idea-portal/ui';
import { useTenants } from '../api/get-tenants';
import { useSearchTranslation } from '../../../i18n';

/** /app/tenants */
export function TenantsPage() {
  const { t, i18n } = useSearchTranslation();
  usePageTitle(t('tenants.title'));
  const tenants = useTenants();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div>
      <PageTitle>{t('tenants.title')}</PageTitle>
      <QueryState query={tenants} loadingLabel={t('tenants.loading')} errorMessage={t('tenants.error')} isEmpty={isEmptyList} empty={<EmptyState title={t('tenants.empty')} />}>
        {(rows) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm" aria-label={t('tenants.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tenants.columns.name')}</Table.Th>
                  <Table.Th>{t('tenants.columns.status')}</Table.Th>
                  <Table.Th>{t('tenants.columns.description')}</Table.Th>
                  <Table.Th ta="right">{t('tenants.columns.employees')}</Table.Th>
                  <Table.Th>{t('tenants.columns.currency')}</Table.Th>
                  <Table.Th>{t('tenants.columns.language')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((tenant) => (
                  <Table.Tr key={tenant.id}>
                    <Table.Td fw={600}>{tenant.name}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={tenant.status === 'ACTIVE' ? 'green' : 'gray'}>
                        {tenant.status === 'ACTIVE' ? t('common.active') : t('common.inactive')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{tenant.description ?? <Text span c="dimmed">{t('common.none')}</Text>}</Table.Td>
                    <Table.Td ta="right">{number.format(tenant.numberOfEmployees)}</Table.Td>
                    <Table.Td>{tenant.currency}</Table.Td>
                    <Table.Td>{t(`tenants.languages.${tenant.preferredLanguage}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </div>
  );
}
