import { useState } from 'react';
import { IconCalendarUser, IconIdBadge2, IconKey, IconMailForward, IconPencil, IconPlus, IconSearch, IconUserOff, IconUserCheck } from '@tabler/icons-react';
import { useCurrentUser, usePageTitle, useRoleLabel, useSearchParams } from '@idea-portal/platform';
import { ConfirmDialog, DataTable, EmptyState, ExportMenu, PageTitle, QueryState, UserAvatar, formatDateTime, pageCount, useTableState, type DataTableColumn, useDebouncedValue, ActionIcon, Badge, Button, Group, Select, SimpleGrid, Text, TextInput, Tooltip, notifyError, notifySuccess } from '@idea-portal/ui';
import { ADMIN_USER_PAGE_SIZES, type AdminUserRow, type AdminUserSort, type AppRole, type UserFunction } from '@idea-portal/contracts';
import { useUnits } from '../../../shared/api/admin-data';
import { adminErrorMessage } from '../../../shared/api/errors';
import { useAdminUsers, useUpdateUser, type CreatedUser } from '../api/admin-users';
import { usersExport } from '../api/export-users';
import { UserFormModal } from './UserFormModal';
import { UserFunctionsModal } from './UserFunctionsModal';
import { UserAbsenceModal } from './UserAbsenceModal';
import { TemporaryPasswordModal } from './TemporaryPasswordModal';
import { AccountMailDialog, type AccountMailRequest } from './AccountMailDialog';
import { useAdminTranslation } from '../../../i18n';

export const USER_PAGE_SIZES = [...ADMIN_USER_PAGE_SIZES];

interface UserFilter {
  search: string;
  role: AppRole | null;
  status: 'ACTIVE' | 'INACTIVE' | null;
}
const ROLE_COLORS: Record<string, string> = { ADMIN: 'violet', EVALUATORS: 'blue', CREATORS: 'teal', VIEWERS: 'green' };
const FUNCTION_ORDER: UserFunction[] = ['worksCouncil', 'ideaManager'];

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
  const [filter, setFilter] = useState<UserFilter>({ search: '', role: null, status: null });
  // The organisation filter lives in the address (?unit=), so Organization Management's "Users" links here.
  const [params, setParams] = useSearchParams();
  const unit = params.get('unit');
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [settingFunctions, setSettingFunctions] = useState<AdminUserRow | null>(null);
  const [settingAbsence, setSettingAbsence] = useState<AdminUserRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [mailing, setMailing] = useState<AccountMailRequest | null>(null);
  const table = useTableState<AdminUserSort>({ sort: 'name', pageSize: 10 });
  const [search] = useDebouncedValue(filter.search, 300);
  const listQuery = {
    search: search.trim() || undefined,
    role: filter.role ?? undefined,
    status: filter.status ?? undefined,
    organizationalUnitId: unit ?? undefined,
    sort: table.sort,
    direction: table.direction,
  };
  const users = useAdminUsers({ ...listQuery, page: table.page, pageSize: table.pageSize });
  const set = (patch: Partial<UserFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    table.resetPage();
  };
  const setUnit = (next: string | null) => {
    setParams(
      (p) => {
        if (next) p.set('unit', next);
        else p.delete('unit');
        return p;
      },
      { replace: true },
    );
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

  const columns: DataTableColumn<AdminUserRow, AdminUserSort>[] = [
    {
      id: 'name',
      header: t('users.columns.name'),
      sortKey: 'name',
      cell: (r) => (
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
            {r.functions.length > 0 && (
              <Group gap={4} mt={2}>
                {FUNCTION_ORDER.filter((f) => r.functions.includes(f)).map((f) => (
                  <Badge key={f} size="xs" variant="outline" color={f === 'worksCouncil' ? 'grape.9' : 'indigo.9'} style={{ overflow: 'visible' }}>
                    {t(`users.functions.${f}`)}
                  </Badge>
                ))}
              </Group>
            )}
          </div>
        </Group>
      ),
    },
    {
      id: 'email',
      header: t('users.columns.email'),
      sortKey: 'email',
      // Long addresses wrap after the @, not mid-word.
      cell: (r) => (
        <>
          {r.email.split('@')[0]}@<wbr />
          {r.email.split('@').slice(1).join('@')}
        </>
      ),
    },
    {
      id: 'role',
      header: t('users.columns.role'),
      sortKey: 'role',
      minWidth: 150,
      cell: (r) => (
        <Badge color={ROLE_COLORS[r.role]} variant="light" style={{ overflow: 'visible' }}>
          {roleLabel(r.role)}
        </Badge>
      ),
    },
    { id: 'department', header: t('users.columns.department'), sortKey: 'department', cell: (r) => r.department ?? t('common.none') },
    { id: 'organization', header: t('users.columns.organization'), sortKey: 'organization', cell: (r) => r.organization || t('common.none') },
    {
      id: 'status',
      header: t('users.columns.status'),
      sortKey: 'status',
      minWidth: 96,
      cell: (r) => (
        <Badge color={r.status === 'ACTIVE' ? 'green' : 'gray'} variant="light" style={{ overflow: 'visible' }}>
          {r.status === 'ACTIVE' ? t('common.active') : t('common.inactive')}
        </Badge>
      ),
    },
    {
      id: 'lastLogin',
      header: t('users.columns.lastLogin'),
      sortKey: 'lastLogin',
      cell: (r) => (r.lastLogin ? formatDateTime(r.lastLogin, i18n.language) : t('users.neverLoggedIn')),
    },
    {
      id: 'ideas',
      header: t('users.columns.ideas'),
      sortKey: 'ideas',
      cell: (r) => (
        <>
          <Text size="sm">{r.ideasSubmitted}</Text>
          <Text size="xs" c="dimmed">
            {t('users.impl', { count: r.ideasImplemented })}
          </Text>
        </>
      ),
    },
    {
      id: 'actions',
      header: t('users.columns.actions'),
      // Icon buttons with a tooltip: the row fits at 1280 px in German too.
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('users.edit')} withArrow>
            <ActionIcon variant="light" onClick={() => setEditing(r)} aria-label={`${t('users.edit')} ${r.name}`}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('users.functionsAction')} withArrow>
            <ActionIcon variant="light" color="indigo" onClick={() => setSettingFunctions(r)} aria-label={`${t('users.functionsAction')} ${r.name}`}>
              <IconIdBadge2 size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('users.absenceAction')} withArrow>
            <ActionIcon variant="light" color="grape" onClick={() => setSettingAbsence(r)} aria-label={`${t('users.absenceAction')} ${r.name}`}>
              <IconCalendarUser size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {r.status === 'ACTIVE' && (
            <Tooltip label={t('users.resetPassword')} withArrow>
              <ActionIcon variant="light" color="blue" onClick={() => setMailing({ user: r, action: 'password-reset' })} aria-label={`${t('users.resetPassword')} ${r.name}`}>
                <IconKey size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {/* Only for accounts that never signed in (created by an administrator). */}
          {r.status === 'ACTIVE' && !r.lastLogin && (
            <Tooltip label={t('users.resendInvitation')} withArrow>
              <ActionIcon variant="light" color="teal" onClick={() => setMailing({ user: r, action: 'invitation' })} aria-label={`${t('users.resendInvitation')} ${r.name}`}>
                <IconMailForward size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
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
      ),
    },
  ];

  return (
    <div>
      <PageTitle
        right={
          <>
            <ExportMenu {...usersExport(listQuery)} />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('users.addUser')}
            </Button>
          </>
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
          value={unit ?? 'all'}
          onChange={(v) => setUnit(v === 'all' ? null : v)}
          allowDeselect={false}
        />
      </SimpleGrid>
      <QueryState query={users} loadingLabel={t('users.loading')} errorMessage={t('common.error')}>
        {(data) => (
          <DataTable
            rows={data.users}
            columns={columns}
            rowKey={(r) => r.id}
            label={t('users.title')}
            minWidth={1000}
            empty={<EmptyState title={t('users.empty')} />}
            sort={{ key: table.sort, direction: table.direction, onSort: table.toggleSort }}
            summary={t('users.showing', { shown: data.users.length, total: data.total })}
            pager={{
              page: table.page,
              pages: pageCount(data.total, table.pageSize),
              onPage: table.setPage,
              pageSize: table.pageSize,
              pageSizes: USER_PAGE_SIZES,
              onPageSize: table.setPageSize,
            }}
          />
        )}
      </QueryState>
      {editing && <UserFormModal key={editing.id} user={editing} opened onClose={() => setEditing(null)} />}
      {settingFunctions && <UserFunctionsModal key={settingFunctions.id} user={settingFunctions} onClose={() => setSettingFunctions(null)} />}
      {settingAbsence && <UserAbsenceModal key={settingAbsence.id} user={settingAbsence} onClose={() => setSettingAbsence(null)} />}
      {adding && <UserFormModal key="new" user={null} opened onClose={() => setAdding(false)} onCreated={(u) => u.temporaryPassword && setCreated(u)} />}
      {created?.temporaryPassword && (
        <TemporaryPasswordModal name={created.name} email={created.email} password={created.temporaryPassword} onClose={() => setCreated(null)} />
      )}
      <AccountMailDialog request={mailing} onClose={() => setMailing(null)} />
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
