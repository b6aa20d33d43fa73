import { openDatabase, openMigratedPglite, runMigrations, type DatabaseHandle } from '@idea-portal/db';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * The migrated template every test database is cloned from (`CREATE DATABASE … TEMPLATE`), built
 * once per set of migrations: running the 36 migrations on each new database cost every suite on
 * PostgreSQL about a second (far more on a loaded machine) and dozens of catalog writes. Named after
 * the migrations' text, so a changed migration builds a new one; it is built under another name and
 * renamed when done, under an advisory lock, so parallel workers (and other runs on the same server)
 * wait for it and never clone a half-migrated or in-use database. Nobody connects to it afterwards.
 */
const TEMPLATE = `api_template_${createHash('sha256')
  .update(readdirSync(API_MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort().map((f) => `${f}\0${readFileSync(join(API_MIGRATIONS_DIR, f), 'utf8')}`).join('\0'))
  .digest('hex')
  .slice(0, 16)}`;

let template: Promise<string | null> | null = null;
/** The template's name, or null when this role may not create databases (then each one is migrated). */
function postgresTemplate(admin: pg.Client): Promise<string | null> {
  template ??= (async () => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [TEMPLATE]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE]);
      if (rowCount) return TEMPLATE;
      const building = `${TEMPLATE}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${building}`;
      try {
        const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
        try {
          await migrated(handle);
        } finally {
          await handle.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${TEMPLATE}`);
      } catch (err) {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`).catch(() => {});
        throw err;
      }
      return TEMPLATE;
    } catch {
      return null;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [TEMPLATE]).catch(() => {});
    }
  })();
  return template;
}

/** A fresh database per call: cloned from the migrated template when allowed, else drop and recreate the public schema. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const name = `api_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    const from = await postgresTemplate(admin);
    // A clone fails only when someone is connected to the template: then an empty one (migrated below).
    if (!from || !(await admin.query(`CREATE DATABASE ${name} TEMPLATE ${from}`).then(() => true, () => false))) await admin.query(`CREATE DATABASE ${name}`);
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
