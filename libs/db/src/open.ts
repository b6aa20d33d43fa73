import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireLock } from './lock';
import { PgliteConnection } from './pglite-connection';
import { holdTransaction, Scopes, sqlRunner, type BeginOptions, type DatabaseScope, type HeldTransaction } from './scope';

/** A drizzle instance over either driver; both speak the same SQL. */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/** Raw SQL access shared by both drivers (used by migrations, health checks and seeds). */
export interface SqlRunner {
  /** One statement with $1-style parameters; returns the rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** One or more statements without parameters. */
  exec(text: string): Promise<void>;
}

export interface DatabaseHandle extends SqlRunner {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Runs fn inside BEGIN/COMMIT on one connection (ROLLBACK when it throws). */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /** BEGIN, held open until the caller commits or rolls back (see DatabaseScope). */
  begin(options?: BeginOptions): Promise<HeldTransaction>;
  /** Runs fn so that this handle's statements (raw and drizzle) follow `scope` (see DatabaseScope). */
  within<T>(scope: DatabaseScope, fn: () => T): T;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... switches to PostgreSQL (node-postgres Pool). */
  url?: string;
  /** PGlite data folder (default `.data/pglite`), or `memory://` for an in-memory database. */
  dataDir?: string;
  /** Pool size for PostgreSQL (default 10): connections this process holds at most. */
  poolSize?: number;
  /**
   * PostgreSQL: prepare each parameterised statement once per connection and reuse it (default
   * true), so the server plans a query once instead of on every request. Turn off behind a
   * pooler that shares server connections between clients per transaction.
   */
  preparedStatements?: boolean;
  /** PGlite: start from this dump of a data folder (`dumpPglite`) instead of an empty one. */
  loadDataDir?: Blob;
}

export const DEFAULT_PGLITE_DIR = '.data/pglite';

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10, options.preparedStatements ?? true) : openPglite(options.dataDir ?? DEFAULT_PGLITE_DIR, options.loadDataDir);
}

const pglites = new WeakMap<DatabaseHandle, PGlite>();

/** A PGlite database's data folder as a tar (for `loadDataDir`), e.g. a migrated template for tests. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const pglite = pglites.get(handle);
  if (!pglite) throw new Error('dumpPglite: not a PGlite database');
  return pglite.dumpDataDir('none');
}

/**
 * A pool of PGlite's one connection. node-postgres drops a client whose query failed, but the
 * adapter's connection cannot be opened again: a failed query leaves PGlite's session usable, so
 * the client goes back to the pool.
 */
class PglitePool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    const pool = this as unknown as { _release(client: unknown, idleListener: unknown, err?: Error): void };
    const release = pool._release.bind(pool);
    pool._release = (client, idleListener) => release(client, idleListener, undefined);
  }
}

/**
 * PGlite through node-postgres (one connection, `PgliteConnection`): the same driver, row parsing
 * and named prepared statements as PostgreSQL. PGlite plans a statement far slower
 * than a server does, so planning once per statement matters even more here.
 */
async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : resolve(dataDir);
  const release = inMemory ? () => {} : acquireLock(`${dir}.lock`);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir, { extensions: { pg_trgm, unaccent }, ...(loadDataDir && { loadDataDir }) });
  } catch (err) {
    release();
    throw err;
  }
  // One session: every client of the pool would share PGlite's one connection, so the pool holds one.
  // Never closed when idle: the one client keeps its session and the statements prepared in it.
  const pool = new PglitePool({ connection: new PgliteConnection(pglite), max: 1, idleTimeoutMillis: 0, Client: PreparingClient } as pg.PoolConfig);
  pool.on('error', () => {});
  const handle = poolHandle('pglite', pool, async () => {
    try {
      await pool.end();
      await pglite.close();
    } finally {
      release();
    }
  });
  pglites.set(handle, pglite);
  return handle;
}

/**
 * A node-postgres client that names every parameterised statement after a hash of its text, which
 * makes node-postgres prepare it once per connection and reuse it (PostgreSQL then plans it once,
 * and after a few runs keeps a generic plan). Statements without parameters (migrations, several
 * commands in one text) stay unnamed.
 */
class PreparingClient extends pg.Client {
  override query(config: any, values?: any, callback?: any): any {
    if (Array.isArray(values) && values.length > 0) {
      if (typeof config === 'string') config = { text: config, name: statementName(config) };
      else if (config && typeof config.text === 'string' && !config.name && typeof config.submit !== 'function') config = { ...config, name: statementName(config.text) };
    }
    return (super.query as any)(config, values, callback);
  }
}

const statementName = (text: string) => `s_${createHash('sha1').update(text).digest('base64url')}`;

async function openPostgres(url: string, max: number, prepared: boolean): Promise<DatabaseHandle> {
  // No JIT: compiling a plan costs up to a second on queries with large row estimates (full-text
  // search over many matches), far more than it saves for this API's short queries.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off', ...(prepared && { Client: PreparingClient }) });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  return poolHandle('postgres', pool, () => pool.end());
}

function poolHandle(kind: DatabaseHandle['kind'], pool: pg.Pool, end: () => Promise<void>): DatabaseHandle {
  const scopes = new Scopes();
  const pooled = sqlRunner(pool);
  let savepoints = 0;
  let closed = false;
  return {
    kind,
    db: scopes.database(drizzlePg({ client: pool }) as unknown as Database),
    async query<T>(text: string, params: unknown[] = []) {
      const held = scopes.held();
      if (held) return held.sql.query<T>(text, params);
      scopes.beforeStatement(text);
      return pooled.query<T>(text, params);
    },
    async exec(text: string) {
      const held = scopes.held();
      if (held) return held.sql.exec(text);
      scopes.beforeStatement(text);
      return pooled.exec(text);
    },
    async transaction(fn) {
      const held = scopes.held();
      if (held) {
        const name = `scope_${++savepoints}`;
        await held.sql.exec(`SAVEPOINT ${name}`);
        try {
          const result = await fn(held.sql);
          await held.sql.exec(`RELEASE SAVEPOINT ${name}`);
          return result;
        } catch (err) {
          await held.sql.exec(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => {});
          throw err;
        }
      }
      const scope = scopes.current();
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(sqlRunner(conn));
        scope?.beforeWrite?.();
        await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        conn.release();
      }
    },
    begin: (options) => holdTransaction(pool, options),
    within: (scope, fn) => scopes.run(scope, fn),
    async close() {
      if (closed) return;
      closed = true;
      await end();
    },
  };
}
