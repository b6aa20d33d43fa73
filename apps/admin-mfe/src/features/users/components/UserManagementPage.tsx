import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { ActionIcon, Badge, Button, Group, Select, SimpleGrid, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconSearch, IconUserOff, IconUserCheck } from '@tabler/icons-react';
import { notifyError, notifySuccess, useCurrentUser, usePageTitle, useRoleLabel } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle, UserAvatar, formatDateTime, ConfirmDialog } from '@idea-portal/ui';
import { ADMIN_USER_PAGE_SIZES, type AdminUserRow, type AdminUserSort, type AppRole } from '@idea-portal/contracts';
import { useUnits } from '../../../shared/api/admin-data';
import { pageCount, useTableState } from '../../../shared/hooks/use-table-state';
import { SortableTh, TablePager } from '../../../shared/components/TableParts';
import { adminErrorMessage } from '../../../shared/api/errors';
import { useAdminUsers, useUpdateUser, type CreatedUser } from '../api/admin-users';
import { UserFormModal } from './UserFormModal';
import { TemporaryPasswordModal } from './TemporaryPasswordModal';
import { useAdminTranslation } from '../../../i18n';

export const USER_PAGE_SIZES = [...ADMIN_USER_PAGE_SIZES];

interface UserFilter {
  search: string;
  role: AppRole | null;
  status: 'ACTIVE' | 'INACTIVE' | null;
  unit: string | null;
}
const ROLE_COLORS: Record<string, string> = { ADMIN: 'violet', EVALUATORS: 'blue', CREATORS: 'teal', VIEWERS: 'green' };

/** 'users': User Management on the real directory; edit / (de)activate / add call the admin endpoints. */
export function UserManagementPage() {
  const { t, i18n } = useAdminTranslation();
  const roleLabel = useRoleLabel();
  usePageTitle(t('users.title'));
  const units = useUnits();
  const update = useUpdateUser();
  const me = useCurrentUser();
  const myId = me.data?.profile.id;
  const [deactivating, setDeactivating] = useState<AdminUserRow | null>(null);
  const [deactivateError, setDeactivateError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const [filter, setFilter] = useState<UserFilter>({ search: '', role: null, status: null, unit: null });
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [adding, setAdding] = useState(false);
  const table = useTableState<AdminUserSort>({ sort: 'name', pageSize: 10 });
  const [search] = useDebouncedValue(filter.search, 300);
  const users = useAdminUsers({
    search: search.trim() || undefined,
    role: filter.role ?? undefined,
    status: filter.status ?? undefined,
    organizationalUnitId: filter.unit ?? undefined,
    sort: table.sort,
    direction: table.direction,
    page: table.page,
    pageSize: table.pageSize,
  });
  const rows = users.data?.users ?? [];
  const total = users.data?.total ?? 0;
  const set = (patch: Partial<UserFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    table.resetPage();
  };

  const setStatus = async (row: AdminUserRow, status: 'ACTIVE' | 'INACTIVE') => {
    try {
      await update.mutateAsync({ id: row.id, body: { status } });
      notifySuccess(status === 'INACTIVE' ? t('users.deactivated') : t('users.activated'));
      return null;
    } catch (error) {
      const message = adminErrorMessage(error, t);
      notifyError(message, status === 'INACTIVE' ? t('users.deactivateFailed') : t('users.activateFailed'));
      return message;
    }
  };
  // Deactivating ends the person's access: asked first; reactivating is not.
  const toggleActive = (row: AdminUserRow) => {
    if (row.status === 'ACTIVE') {
      update.reset();
      setDeactivateError(null);
      setDeactivating(row);
    } else void setStatus(row, 'ACTIVE');
  };
  const confirmDeactivate = async () => {
    if (!deactivating) return;
    const error = await setStatus(deactivating, 'INACTIVE');
    if (error) setDeactivateError(error);
    else setDeactivating(null);
  };

  const columns: { key: AdminUserSort; label: string }[] = [
    { key: 'name', label: t('users.columns.name') },
    { key: 'email', label: t('users.columns.email') },
    { key: 'role', label: t('users.columns.role') },
    { key: 'department', label: t('users.columns.department') },
    { key: 'organization', label: t('users.columns.organization') },
    { key: 'status', label: t('users.columns.status') },
    { key: 'lastLogin', label: t('users.columns.lastLogin') },
    { key: 'ideas', label: t('users.columns.ideas') },
  ];

  return (
    <div>
      <PageTitle
        right={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('users.addUser')}
          </Button>
        }
      >
        {t('users.title')}
      </PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" mb="md">
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter.search}
          onChange={(e) => set({ search: e.currentTarget.value })}
          type="search"
        />
        <Select
          label={t('users.role')}
          data={[{ value: 'all', label: t('common.all') }, ...(['ADMIN', 'EVALUATORS', 'CREATORS', 'VIEWERS'] as const).map((r) => ({ value: r, label: roleLabel(r) }))]}
          value={filter.role ?? 'all'}
          onChange={(v) => set({ role: v === 'all' ? null : (v as AppRole) })}
          allowDeselect={false}
        />
        <Select
          label={t('users.status')}
          data={[
            { value: 'all', label: t('common.all') },
            { value: 'ACTIVE', label: t('common.active') },
            { value: 'INACTIVE', label: t('common.inactive') },
          ]}
          value={filter.status ?? 'all'}
          onChange={(v) => set({ status: v === 'all' ? null : (v as 'ACTIVE' | 'INACTIVE') })}
          allowDeselect={false}
        />
        <Select
          label={t('users.organization')}
          data={[{ value: 'all', label: t('common.all') }, ...(units.data ?? []).map((u) => ({ value: u.id, label: u.name }))]}
          value={filter.unit ?? 'all'}
          onChange={(v) => set({ unit: v === 'all' ? null : v })}
          allowDeselect={false}
        />
      </SimpleGrid>
      {users.isPending ? (
        <LoadingState label={t('users.loading')} />
      ) : users.isError && !users.data ? (
        <ErrorState message={t('common.error')} onRetry={() => void users.refetch()} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={1000}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('users.title')}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <SortableTh key={c.key} label={c.label} active={table.sort === c.key} dir={table.direction} onSort={() => table.toggleSort(c.key)} />
                  ))}
                  <Table.Th>{t('users.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length + 1}>
                      <EmptyState title={t('users.empty')} />
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <UserAvatar name={r.name} size="sm" />
                          <div>
                            <Text size="sm" fw={500}>
                              {r.name}
                            </Text>
                            {r.id === myId && (
                              <Text size="xs" c="dimmed">
                                {t('users.you')}
                              </Text>
                            )}
                          </div>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {/* Long addresses wrap after the @, not mid-word. */}
                        {r.email.split('@')[0]}@<wbr />
                        {r.email.split('@').slice(1).join('@')}
                      </Table.Td>
                      <Table.Td miw={150}>
                        <Badge color={ROLE_COLORS[r.role]} variant="light" style={{ overflow: 'visible' }}>
                          {roleLabel(r.role)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{r.department ?? t('common.none')}</Table.Td>
                      <Table.Td>{r.organization || t('common.none')}</Table.Td>
                      <Table.Td miw={96}>
                        <Badge color={r.status === 'ACTIVE' ? 'green' : 'gray'} variant="light" style={{ overflow: 'visible' }}>
                          {r.status === 'ACTIVE' ? t('common.active') : t('common.inactive')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{r.lastLogin ? formatDateTime(r.lastLogin, i18n.language) : t('users.neverLoggedIn')}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{r.ideasSubmitted}</Text>
                        <Text size="xs" c="dimmed">
                          {t('users.impl', { count: r.ideasImplemented })}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {/* Icon buttons with a tooltip: the row fits at 1280 px in German too. */}
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label={t('users.edit')} withArrow>
                            <ActionIcon variant="light" onClick={() => setEditing(r)} aria-label={`${t('users.edit')} ${r.name}`}>
                              <IconPencil size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={r.status === 'ACTIVE' ? t('users.deactivate') : t('users.activate')} withArrow>
                            <ActionIcon
                              variant="light"
                              color={r.status === 'ACTIVE' ? 'red' : 'green'}
                              onClick={() => toggleActive(r)}
                              aria-label={`${r.status === 'ACTIVE' ? t('users.deactivate') : t('users.activate')} ${r.name}`}
                            >
                              {r.status === 'ACTIVE' ? <IconUserOff size={16} aria-hidden /> : <IconUserCheck size={16} aria-hidden />}
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <TablePager
            summary={t('users.showing', { shown: rows.length, total })}
            page={table.page}
            pages={pageCount(total, table.pageSize)}
            onPage={table.setPage}
            pageSize={table.pageSize}
            pageSizes={USER_PAGE_SIZES}
            onPageSize={table.setPageSize}
          />
        </>
      )}
      {editing && <UserFormModal key={editing.id} user={editing} opened onClose={() => setEditing(null)} />}
      {adding && <UserFormModal key="new" user={null} opened onClose={() => setAdding(false)} onCreated={(u) => u.temporaryPassword && setCreated(u)} />}
      {created?.temporaryPassword && (
        <TemporaryPasswordModal name={created.name} email={created.email} password={created.temporaryPassword} onClose={() => setCreated(null)} />
      )}
      <ConfirmDialog
        focus="confirm"
        opened={!!deactivating}
        title={t('users.deactivateTitle')}
        message={deactivating ? t('users.confirmDeactivate', { name: deactivating.name }) : ''}
        confirmLabel={t('users.deactivate')}
        loading={update.isPending}
        error={deactivateError}
        onConfirm={() => void confirmDeactivate()}
        onCancel={() => setDeactivating(null)}
      />
    </div>
  );
}
