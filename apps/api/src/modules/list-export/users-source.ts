import type { AdminUserListQuery } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { Caller } from '../../auth/caller';
import { adminUsersSlice } from '../admin/users';
import type { Cell } from './csv';
import { headersOf, type ExportLang } from './headers';
import { BATCH_ROWS } from './ideas-source';
import type { ExportTable } from './table';

const COLUMNS = ['name', 'email', 'role', 'department', 'organization', 'position', 'status', 'lastLogin', 'ideasSubmitted', 'ideasImplemented', 'functions', 'createdAt'] as const;

/** The admin users list as filtered and sorted (GET /admin/users's query), a batch at a time. */
export function usersTable(db: Database, caller: Caller, q: Omit<AdminUserListQuery, 'page' | 'pageSize'>, lang: ExportLang): ExportTable {
  async function* batches(): AsyncGenerator<Cell[][]> {
    for (let offset = 0; ; offset += BATCH_ROWS) {
      const rows = await adminUsersSlice(db, caller.tenantId, q, offset, BATCH_ROWS);
      if (rows.length) {
        yield rows.map((u) => [
          u.name,
          u.email,
          u.role,
          u.department,
          u.organization,
          u.position,
          u.status,
          u.lastLogin ? new Date(u.lastLogin) : null,
          u.ideasSubmitted,
          u.ideasImplemented,
          u.functions.join(', '),
          new Date(u.createdAt),
        ]);
      }
      if (rows.length < BATCH_ROWS) return;
    }
  }
  return { headers: headersOf('users', COLUMNS, lang), batches: batches() };
}
