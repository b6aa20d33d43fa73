import type { Database } from '@idea-portal/db';
import type { SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so user input matches literally. */
export function likePattern(input: string): string {
  return `%${input.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Rows of a raw drizzle `sql` query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The single row of a query that always answers one (an aggregate, an UPDATE ... RETURNING of a
 * row known to exist); a clear error instead of a TypeError when that assumption breaks.
 */
export function onlyRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected one row: ${what}`);
  return row;
}
