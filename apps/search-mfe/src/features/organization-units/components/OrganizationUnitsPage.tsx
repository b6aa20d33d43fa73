import { Table, Text } from '@mantine/core';
import { usePageTitle } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle } from '@idea-portal/ui';
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
      {units.isPending ? (
        <LoadingState label={t('units.loading')} />
      ) : units.isError ? (
        <ErrorState message={t('units.error')} onRetry={() => void units.refetch()} />
      ) : units.data.length === 0 ? (
        <EmptyState title={t('units.empty')} />
      ) : (
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
              {units.data.map((unit) => (
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
    </div>
  );
}
