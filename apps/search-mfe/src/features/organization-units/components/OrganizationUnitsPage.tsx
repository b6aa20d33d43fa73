import { Table, Text } from '@mantine/core';
import { usePageTitle } from '@idea-portal/platform';
import { EmptyState, PageTitle, QueryState, isEmptyList } from '@idea-portal/ui';
import { useTenantNames, useUnits } from '../api/get-units';
import { useSearchTranslation } from '../../../i18n';

/** /app/organization-units */
export function OrganizationUnitsPage() {
  const { t } = useSearchTranslation();
  usePageTitle(t('units.title'));
  const units = useUnits();
  const tenants = useTenantNames();
  return (
    <div>
      <PageTitle>{t('units.title')}</PageTitle>
      <QueryState query={units} loadingLabel={t('units.loading')} errorMessage={t('units.error')} isEmpty={isEmptyList} empty={<EmptyState title={t('units.empty')} />}>
        {(rows) => (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="sm" aria-label={t('units.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('units.columns.name')}</Table.Th>
                  <Table.Th>{t('units.columns.lineManager')}</Table.Th>
                  <Table.Th ta="right">{t('units.columns.employees')}</Table.Th>
                  <Table.Th>{t('units.columns.tenant')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((unit) => (
                  <Table.Tr key={unit.id}>
                    <Table.Td fw={600}>{unit.name}</Table.Td>
                    <Table.Td>{unit.lineManager ?? <Text span c="dimmed" size="sm">{t('units.noLineManager')}</Text>}</Table.Td>
                    <Table.Td ta="right">{unit.employeesCount}</Table.Td>
                    <Table.Td>{tenants.data?.get(unit.tenantId) ?? unit.tenantId}</Table.Td>
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
