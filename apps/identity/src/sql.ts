/**
 * The identity provider talks to PostgreSQL (or PGlite) through this one tiny interface, so that
 * it works with the `@idea-portal/db` handle (whose query resolves to the rows), a bare PGlite
 * instance or a `pg` Pool (whose query resolves to `{ rows }`) alike.
 */
export interface SqlClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

type QueryFn = (sql: string, params?: unknown[]) => Promise<unknown>;

/** Anything createIdentity accepts as `db`: an object with query(sql, params). */
export interface IdentityDatabase {
  query: QueryFn | ((...args: never[]) => unknown);
}

/** Wraps a database handle into a SqlClient, whatever shape its query result has. */
export function resolveSql(db: IdentityDatabase): SqlClient {
  if (!db || typeof db.query !== 'function') {
    throw new TypeError('identity: `db` must be an @idea-portal/db handle or expose query(sql, params)');
  }
  const query = db.query.bind(db) as QueryFn;
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await query(sql, params);
      if (Array.isArray(result)) return { rows: result as T[] };
      return { rows: ((result as { rows?: T[] } | undefined)?.rows ?? []) as T[] };
    },
  };
}
