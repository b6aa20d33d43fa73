import { openDatabase, openMigratedPglite, runMigrations, type DatabaseHandle } from '@idea-portal/db';
import pg from 'pg';
import { API_MIGRATIONS_DIR, API_MIGRATIONS_TABLE } from '../../src/index';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface DbTarget {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; `dispose` drops it (`url`: PostgreSQL's, for another process). */
  create(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void>; url?: string }>;
}

let reachable: Promise<boolean> | null = null;
async function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch (err) {
      console.warn(`[api tests] PostgreSQL at ${TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')} unreachable (${(err as Error).message}); running on PGlite only.`);
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return reachable;
}

/** A fresh database per call: CREATE DATABASE when allowed, else drop and recreate the public schema. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const name = `api_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async drop() {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await admin.end();
      },
    };
  } catch {
    await admin.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; DROP TABLE IF EXISTS api_migrations');
    return { url: TEST_DATABASE_URL, drop: () => admin.end() };
  }
}

async function migrated(handle: DatabaseHandle) {
  await runMigrations(handle, API_MIGRATIONS_DIR, { table: API_MIGRATIONS_TABLE });
  return handle;
}

/** PGlite (memory) always; PostgreSQL when reachable. */
export async function dbTargets(): Promise<DbTarget[]> {
  const targets: DbTarget[] = [
    {
      name: 'pglite',
      async create() {
        // From a migrated template (initdb and the migrations once, not per test).
        const handle = await openMigratedPglite([{ dir: API_MIGRATIONS_DIR, table: API_MIGRATIONS_TABLE }]);
        return { handle, dispose: () => handle.close() };
      },
    },
  ];
  if (await postgresReachable()) {
    targets.push({
      name: 'postgres',
      async create() {
        const db = await freshPostgres();
        const handle = await migrated(await openDatabase({ url: db.url, poolSize: 4 }));
        return {
          handle,
          url: db.url,
          async dispose() {
            await handle.close();
            await db.drop();
          },
        };
      },
    });
  }
  return targets;
}
