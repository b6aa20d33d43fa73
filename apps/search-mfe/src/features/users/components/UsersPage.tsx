import { useState } from 'react';
import type { UserProfile } from '@idea-portal/contracts';
import { usePageTitle, useRoleLabel } from '@idea-portal/platform';
import { DataTable, EmptyState, PageTitle, QueryState, UserAvatar, loadMoreOf, type DataTableColumn, Badge, Button, Group, Select, SimpleGrid, Text, TextInput, useDebouncedValue } from '@idea-portal/ui';
import { EMPTY_USER_FILTERS, useUnitOptions, useUsers, type UserFilters } from '../api/get-users';
import { useSearchTranslation } from '../../../i18n';

/** /app/users and /app/accounts: the user directory with filters and "Load more". */
export function UsersPage({ variant = 'users' }: { variant?: 'users' | 'accounts' }) {
  const { t } = useSearchTranslation();
  const roleLabel = useRoleLabel();
  const title = variant === 'accounts' ? t('users.accountsTitle') : t('users.title');
  usePageTitle(title);
  const [filters, setFilters] = useState<UserFilters>(EMPTY_USER_FILTERS);
  const [debounced] = useDebouncedValue(filters, 300);
  const query = useUsers(debounced);
  const units = useUnitOptions();
  const users = query.data?.pages.flatMap((p) => p.users) ?? [];
  const total = query.data?.pages.at(-1)?.pagination.totalItems ?? 0;
  const set = (patch: Partial<UserFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const dirty = JSON.stringify(filters) !== JSON.stringify(EMPTY_USER_FILTERS);
  const columns: DataTableColumn<UserProfile>[] = [
    {
      id: 'name',
      header: t('users.columns.name'),
      cell: (u) => (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={`${u.givenName} ${u.familyName}`} picture={u.picture} size="sm" />
          <Text size="sm" fw={500}>
            {u.givenName} {u.familyName}
          </Text>
        </Group>
      ),
    },
    { id: 'email', header: t('users.columns.email'), cell: (u) => u.email },
    { id: 'position', header: t('users.columns.position'), cell: (u) => u.position ?? <Text span c="dimmed" size="sm">{t('users.noPosition')}</Text> },
    { id: 'unit', header: t('users.columns.unit'), cell: (u) => u.organizationalUnit?.name ?? <Text span c="dimmed" size="sm">{t('users.noUnit')}</Text> },
    variant === 'accounts'
      ? { id: 'group', header: t('users.columns.group'), cell: (u) => u.group ?? t('common.none') }
      : { id: 'role', header: t('users.columns.role'), cell: (u) => roleLabel(u.role) },
    {
      id: 'status',
      header: t('users.columns.status'),
      cell: (u) => (
        <Badge variant="light" color={u.status === 'ACTIVE' ? 'green' : 'gray'}>
          {u.status === 'ACTIVE' ? t('common.active') : t('common.inactive')}
        </Badge>
      ),
    },
  ];

  return (
    <div>
      <PageTitle>{title}</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" mb="sm" component="form" role="search" aria-label={t('users.filters')} onSubmit={(e) => e.preventDefault()}>
        <TextInput label={t('users.givenName')} value={filters.givenName} onChange={(e) => set({ givenName: e.currentTarget.value })} />
        <TextInput label={t('users.familyName')} value={filters.familyName} onChange={(e) => set({ familyName: e.currentTarget.value })} />
        <TextInput label={t('users.email')} value={filters.email} onChange={(e) => set({ email: e.currentTarget.value })} />
        <TextInput label={t('users.position')} value={filters.position} onChange={(e) => set({ position: e.currentTarget.value })} />
        <Select
          label={t('users.unit')}
          placeholder={t('users.allUnits')}
          data={(units.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
          value={filters.organizationalUnit}
          onChange={(organizationalUnit) => set({ organizationalUnit })}
          clearable
        />
      </SimpleGrid>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.data ? t('users.shown', { shown: users.length, total }) : ''}
        </Text>
        {dirty && (
          <Button variant="subtle" size="compact-sm" onClick={() => setFilters(EMPTY_USER_FILTERS)}>
            {t('users.clear')}
          </Button>
        )}
      </Group>
      <QueryState
        query={query}
        loadingLabel={t('users.loading')}
        errorMessage={t('users.error')}
        isEmpty={(data) => data.pages.every((p) => p.users.length === 0)}
        empty={<EmptyState title={t('users.empty')} description={t('users.emptyText')} />}
      >
        {() => <DataTable rows={users} columns={columns} rowKey={(u) => u.id} label={title} minWidth={760} loadMore={loadMoreOf(query)} />}
      </QueryState>
    </div>
  );
}
