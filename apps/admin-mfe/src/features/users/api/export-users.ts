import { EXPORT_PATHS, type AdminUserListQueryInput } from '@idea-portal/contracts';
import { usersApi } from '@idea-portal/platform';

/** GET /admin/users/export with the list's filters and sort, every user: the Export menu's target. */
export const usersExport = (query: Omit<AdminUserListQueryInput, 'page' | 'pageSize'>) => ({
  client: usersApi,
  path: EXPORT_PATHS.users,
  what: 'users',
  query: query as Record<string, string | undefined>,
});
