import { useState } from 'react';
import { IconBulb, IconPencil, IconSearch, IconUsers } from '@tabler/icons-react';
import { usePageTitle, Link } from '@idea-portal/platform';
import { ORGANIZATION_PAGE_SIZES, type OrganizationRow, type OrganizationSort } from '@idea-portal/contracts';
import { DataTable, EmptyState, PageTitle, QueryState, formatDate, pageCount, useTableState, type DataTableColumn, useDebouncedValue, Badge, Button, Card, Group, SegmentedControl, Select, SimpleGrid, Text, TextInput } from '@idea-portal/ui';
import { useAdminBase } from '../../../shared/components/AdminLayout';
import { useOrganizations } from '../api/get-organizations';
import { OrganizationFormModal } from './OrganizationFormModal';
import { useAdminTranslation } from '../../../i18n';

export const ORG_PAGE_SIZES = [...ORGANIZATION_PAGE_SIZES];

/**
 * 'organizations': the organisational units of the tenant with real counts; Edit opens a dialog,
 * Users and Ideas open those lists filtered to the unit (`?unit=`).
 */
export function OrganizationsPage() {
  const { t, i18n } = useAdminTranslation();
  usePageTitle(t('organizations.title'));
  const base = useAdminBase();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>('all');
  const [industry, setIndustry] = useState<string | null>(null);
  const [editing, setEditing] = useState<OrganizationRow | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const table = useTableState<OrganizationSort>({ sort: 'name', pageSize: 10 });
  const query = useOrganizations({
    search: debounced.trim() || undefined,
    industry: industry ?? undefined,
    status: status === 'all' ? undefined : (status as 'ACTIVE' | 'INACTIVE'),
    sort: table.sort,
    direction: table.direction,
    page: table.page,
    pageSize: table.pageSize,
  });
  const summary = query.data?.summary;

  const columns: DataTableColumn<OrganizationRow, OrganizationSort>[] = [
    { id: 'name', header: t('organizations.columns.name'), sortKey: 'name', weight: 600, cell: (r) => r.name },
    { id: 'location', header: t('organizations.columns.location'), sortKey: 'location', cell: (r) => r.location ?? t('common.none') },
    { id: 'industry', header: t('organizations.columns.industry'), sortKey: 'industry', cell: (r) => r.industry ?? t('common.none') },
    {
      id: 'lineManager',
      header: t('organizations.columns.lineManager'),
      cell: (r) => r.lineManager ?? <Text span c="dimmed" size="sm">{t('organizations.noLineManager')}</Text>,
    },
    { id: 'employeeCount', header: t('organizations.columns.employeeCount'), sortKey: 'employeeCount', cell: (r) => r.employeeCount },
    { id: 'activeUsers', header: t('organizations.columns.activeUsers'), sortKey: 'activeUsers', cell: (r) => r.activeUsers },
    { id: 'totalIdeas', header: t('organizations.columns.totalIdeas'), sortKey: 'totalIdeas', cell: (r) => r.totalIdeas },
    { id: 'implementedIdeas', header: t('organizations.columns.implementedIdeas'), cell: (r) => r.implementedIdeas },
    { id: 'createdAt', header: t('organizations.columns.joinDate'), sortKey: 'createdAt', cell: (r) => formatDate(r.createdAt, i18n.language) },
    {
      id: 'status',
      header: t('organizations.columns.status'),
      sortKey: 'status',
      cell: (r) => (
        <Badge color={r.status === 'ACTIVE' ? 'green' : 'gray'} variant="light">
          {r.status === 'ACTIVE' ? t('common.active') : t('common.inactive')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('organizations.columns.actions'),
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" leftSection={<IconPencil size={12} aria-hidden />} aria-label={`${t('organizations.editAction')}: ${r.name}`} onClick={() => setEditing(r)}>
            {t('organizations.editAction')}
          </Button>
          <Button component={Link} to={`${base}/users?unit=${encodeURIComponent(r.id)}`} size="compact-xs" variant="light" leftSection={<IconUsers size={12} aria-hidden />} aria-label={`${t('organizations.usersAction')}: ${r.name}`}>
            {t('organizations.usersAction')}
          </Button>
          <Button component={Link} to={`${base}/ideas?unit=${encodeURIComponent(r.id)}`} size="compact-xs" variant="light" leftSection={<IconBulb size={12} aria-hidden />} aria-label={`${t('organizations.ideasAction')}: ${r.name}`}>
            {t('organizations.ideasAction')}
          </Button>
        </Group>
      ),
    },
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
        <Select
          label={t('organizations.industry')}
          placeholder={t('organizations.allIndustries')}
          data={query.data?.industries ?? (industry ? [industry] : [])}
          value={industry}
          onChange={(v) => {
            setIndustry(v);
            table.resetPage();
          }}
          clearable
          w={220}
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
      <QueryState query={query} loadingLabel={t('organizations.loading')} errorMessage={t('common.error')}>
        {(data) => (
          <DataTable
            rows={data.organizations}
            columns={columns}
            rowKey={(r) => r.id}
            label={t('organizations.title')}
            minWidth={1240}
            empty={<EmptyState title={t('organizations.empty')} />}
            sort={{ key: table.sort, direction: table.direction, onSort: table.toggleSort }}
            summary={t('organizations.showing', { shown: data.organizations.length, total: data.total })}
            pager={{
              page: table.page,
              pages: pageCount(data.total, table.pageSize),
              onPage: table.setPage,
              pageSize: table.pageSize,
              pageSizes: ORG_PAGE_SIZES,
              onPageSize: table.setPageSize,
            }}
          />
        )}
      </QueryState>
      {editing && <OrganizationFormModal key={editing.id} organization={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
