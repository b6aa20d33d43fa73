import {
  AdminUserCreateInput,
  AdminUserCreateResponse,
  type AdminUserListResponse,
  type AdminUserRow,
  AdminUserUpdateInput,
  type AdminUserCreateInputRaw,
  type AdminUserListQueryInput,
} from '@idea-portal/contracts';
import { usersApi, adminKeys, keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';

/**
 * POST /admin/users answers the new row and, when the portal manages credentials, the account's
 * one-time password (shown once; the person changes it at first sign-in).
 */
export const CreatedUser = AdminUserCreateResponse;
export type CreatedUser = AdminUserCreateResponse;

/** GET /admin/users: filtered, sorted and paged by the API. */
export const adminUsersQueryOptions = (query: AdminUserListQueryInput) =>
  queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => usersApi.get<AdminUserListResponse>('/admin/users', { signal, query: query as Record<string, string | number | undefined> }),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(query: AdminUserListQueryInput) {
  return useQuery(adminUsersQueryOptions(query));
}

/** PATCH /admin/users/{id} (role, status, unit, position). */
export const updateUser = (id: string, body: AdminUserUpdateInput) =>
  usersApi.request<AdminUserRow>(`/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: AdminUserUpdateInput.parse(body) });

/** POST /admin/users. */
export const createUser = (body: AdminUserCreateInputRaw) =>
  usersApi.request<CreatedUser>('/admin/users', { method: 'POST', body: AdminUserCreateInput.parse(body) });

/** What an administrator can mail a person: a password reset, or the invitation again (never signed in). */
export type AccountMailAction = 'password-reset' | 'invitation';

/** POST /admin/users/{id}/password-reset | invitation (204; the API mails the person and logs it). */
export const sendAccountMail = (id: string, action: AccountMailAction) =>
  usersApi.request<null>(`/admin/users/${encodeURIComponent(id)}/${action}`, { method: 'POST' });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

export function useUpdateUser() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: AdminUserUpdateInput }) => updateUser(id, body), onSuccess: refresh });
}

/** The activity log gains an entry, so the admin queries are refreshed. */
export function useAccountMail() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ id, action }: { id: string; action: AccountMailAction }) => sendAccountMail(id, action), onSuccess: refresh });
}

export function useCreateUser() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: createUser, onSuccess: refresh });
}
