import { EXPORT_PATHS, type AdminUserListQueryInput } from '@idea-portal/contracts';
import { downloadExport, normalizeLanguage, usersApi } from '@idea-portal/platform';

/** GET /admin/users/export with the list's filters and sort: every user, as `users-<date>.csv|xlsx`. */
export const exportUsers = (query: Omit<AdminUserListQueryInput, 'page' | 'pageSize'>, format: 'csv' | 'xlsx', language: string | undefined) =>
  downloadExport(usersApi, EXPORT_PATHS.users, query as Record<string, string | undefined>, 'users', format, normalizeLanguage(language));
