import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { IconBulb, IconSearch, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '@idea-portal/platform';
import { ORGANIZATION_PAGE_SIZES, type OrganizationSort } from '@idea-portal/contracts';
import { EmptyState, ErrorState, LoadingState, PageTitle, formatDate } from '@idea-portal/ui';
import { pageCount, useTableState } from '../../../shared/hooks/use-table-state';
import { SortableTh, TablePager } from '../../../shared/components/TableParts';
import { useAdminBase } from '../../../shared/components/AdminLayout';
import { useOrganizations } from '../api/get-organizations';
import { useAdminTranslation } from '../../../i18n';

export const ORG_PAGE_SIZES = [...ORGANIZATION_PAGE_SIZES];

/** 'organizations': the organisational units of the tenant with real counts. */
export function OrganizationsPage() {
  const { t, i18n } = useAdminTranslation();
  usePageTitle(t('organizations.title'));
  const base = useAdminBase();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>('all');
  const [debounced] = useDebouncedValue(search, 300);
  const table = useTableState<OrganizationSort>({ sort: 'name', pageSize: 10 });
  const query = useOrganizations({
    search: debounced.trim() || undefined,
    status: status === 'all' ? undefined : (status as 'ACTIVE' | 'INACTIVE'),
    sort: table.sort,
    direction: table.direction,
    page: table.page,
    pageSize: table.pageSize,
  });
  const rows = query.data?.organizations ?? [];
  const total = query.data?.total ?? 0;
  const summary = query.data?.summary;

  const columns: { key: OrganizationSort | null; label: string }[] = [
    { key: 'name', label: t('organizations.columns.name') },
    { key: 'location', label: t('organizations.columns.location') },
    { key: null, label: t('organizations.columns.lineManager') },
    { key: 'employeeCount', label: t('organizations.columns.employeeCount') },
    { key: 'activeUsers', label: t('organizations.columns.activeUsers') },
    { key: 'totalIdeas', label: t('organizations.columns.totalIdeas') },
    { key: null, label: t('organizations.columns.implementedIdeas') },
    { key: 'createdAt', label: t('organizations.columns.joinDate') },
    { key: 'status', label: t('organizations.columns.status') },
  ];

  return (
    <div>
      <PageTitle>{t('organizations.title')}</PageTitle>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="md">
        {[
          { label: t('organizations.summary.units'), value: summary?.total ?? '–' },
          { label: t('organizations.summary.active'), value: summary?.active ?? '–' },
          { label: t('organizations.summary.inactive'), value: summary?.inactive ?? '–' },
        ].map((s) => (
          <Card key={s.label} withBorder radius="md" padding="md" aria-label={s.label}>
            <Text size="xs" c="dimmed">
              {s.label}
            </Text>
            <Text fz={22} fw={700}>
              {s.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group align="flex-end" mb="md" gap="md" wrap="wrap">
        <TextInput
          label={t('organizations.search')}
          placeholder={t('organizations.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            table.resetPage();
          }}
          type="search"
          w={280}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="org-status-label">
            {t('organizations.status')}
          </Text>
          <SegmentedControl
            aria-labelledby="org-status-label"
            value={status}
            onChange={(v) => {
              setStatus(v);
              table.resetPage();
            }}
            data={[
              { value: 'all', label: t('common.all') },
              { value: 'ACTIVE', label: t('common.active') },
              { value: 'INACTIVE', label: t('common.inactive') },
            ]}
          />
        </div>
      </Group>
      {query.isPending ? (
        <LoadingState label={t('organizations.loading')} />
      ) : query.isError && !query.data ? (
        <ErrorState message={t('common.error')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={1100}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('organizations.title')}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) =>
                    c.key ? (
                      <SortableTh key={c.key} label={c.label} active={table.sort === c.key} dir={table.direction} onSort={() => table.toggleSort(c.key!)} />
                    ) : (
                      <Table.Th key={c.label}>{c.label}</Table.Th>
                    ),
                  )}
                  <Table.Th>{t('organizations.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length + 1}>
                      <EmptyState title={t('organizations.empty')} />
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td fw={600}>{r.name}</Table.Td>
                      <Table.Td>{r.location ?? t('common.none')}</Table.Td>
                      <Table.Td>{r.lineManager ?? <Text span c="dimmed" size="sm">{t('organizations.noLineManager')}</Text>}</Table.Td>
                      <Table.Td>{r.employeeCount}</Table.Td>
                      <Table.Td>{r.activeUsers}</Table.Td>
                      <Table.Td>{r.totalIdeas}</Table.Td>
                      <Table.Td>{r.implementedIdeas}</Table.Td>
                      <Table.Td>{formatDate(r.createdAt, i18n.language)}</Table.Td>
                      <Table.Td>
                        <Badge color={r.status === 'ACTIVE' ? 'green' : 'gray'} variant="light">
                          {r.status === 'ACTIVE' ? t('common.active') : t('common.inactive')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button component={Link} to={`${base}/users`} size="compact-xs" variant="light" leftSection={<IconUsers size={12} aria-hidden />} aria-label={`${t('organizations.usersAction')}: ${r.name}`}>
                            {t('organizations.usersAction')}
                          </Button>
                          <Button component={Link} to={`${base}/ideas`} size="compact-xs" variant="light" leftSection={<IconBulb size={12} aria-hidden />} aria-label={`${t('organizations.ideasAction')}: ${r.name}`}>
                            {t('organizations.ideasAction')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <TablePager
            summary={t('organizations.showing', { shown: rows.length, total })}
            page={table.page}
            pages={pageCount(total, table.pageSize)}
            onPage={table.setPage}
            pageSize={table.pageSize}
            pageSizes={ORG_PAGE_SIZES}
            onPageSize={table.setPageSize}
          />
        </>
      )}
    </div>
  );
}
