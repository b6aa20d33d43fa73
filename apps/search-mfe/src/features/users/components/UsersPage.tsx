import { useState } from 'react';
import { Badge, Button, Center, Group, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { usePageTitle, useRoleLabel } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle, UserAvatar } from '@idea-portal/ui';
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
      {query.isPending ? (
        <LoadingState label={t('users.loading')} />
      ) : query.isError && users.length === 0 ? (
        <ErrorState message={t('users.error')} onRetry={() => void query.refetch()} />
      ) : users.length === 0 ? (
        <EmptyState title={t('users.empty')} description={t('users.emptyText')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.columns.name')}</Table.Th>
                  <Table.Th>{t('users.columns.email')}</Table.Th>
                  <Table.Th>{t('users.columns.position')}</Table.Th>
                  <Table.Th>{t('users.columns.unit')}</Table.Th>
                  <Table.Th>{variant === 'accounts' ? t('users.columns.group') : t('users.columns.role')}</Table.Th>
                  <Table.Th>{t('users.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.map((u) => {
                  const name = `${u.givenName} ${u.familyName}`;
                  return (
                    <Table.Tr key={u.id}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <UserAvatar name={name} picture={u.picture} size="sm" />
                          <Text size="sm" fw={500}>
                            {name}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>{u.email}</Table.Td>
                      <Table.Td>{u.position ?? <Text span c="dimmed" size="sm">{t('users.noPosition')}</Text>}</Table.Td>
                      <Table.Td>{u.organizationalUnit?.name ?? <Text span c="dimmed" size="sm">{t('users.noUnit')}</Text>}</Table.Td>
                      <Table.Td>{variant === 'accounts' ? (u.group ?? t('common.none')) : roleLabel(u.role)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={u.status === 'ACTIVE' ? 'green' : 'gray'}>
                          {u.status === 'ACTIVE' ? t('common.active') : t('common.inactive')}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {query.hasNextPage && (
            <Center mt="md">
              <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {t('common.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
    </div>
  );
}
