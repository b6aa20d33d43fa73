import { mockCurrentUser } from '../../mock-db';
import { problem } from '../http-utils';

/** 403 unless the caller is an administrator (as the API's /admin module; an idea manager keeps only premium rules and payroll); null lets the request through. */
export const adminOnly = () => (mockCurrentUser().role === 'ADMIN' ? null : problem(403, 'FORBIDDEN', 'Administrators only'));

/** Ideas that got this far count as implemented in the admin tables. */
export const REACHED_IMPLEMENTATION = ['implementation', 'final_decision', 'accepted', 'completed'];

function compare(a: unknown, b: unknown) {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base' });
}

/** One page of rows sorted by `sortKey` (empty values last), as the admin tables ask for it. */
export function page<T>(rows: T[], sortKey: (r: T) => unknown, direction: 'asc' | 'desc', pageNo: number, pageSize: number) {
  const sign = direction === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => sign * compare(sortKey(a), sortKey(b)));
  return sorted.slice((pageNo - 1) * pageSize, pageNo * pageSize);
}

/** 409 VERSION_CONFLICT for a stale `version`, as the API answers an edit of a unit, category or the settings. */
export const versionConflict = (what: string, current: number, sent: number) =>
  problem(409, 'VERSION_CONFLICT', `The ${what} was changed by someone else (version ${current}, you sent ${sent}); reload it`, [{ path: 'version', message: String(current) }]);
