import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, openDatabase, runMigrations } from '@idea-portal/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MIGRATIONS_DIR, API_MIGRATIONS_TABLE, seedDemoData } from '../src/index';
import { targets } from './support/api';
import type { DbTarget } from './support/db';

describe.each(targets)('database layer on $name', (target: DbTarget) => {
  let env: Awaited<ReturnType<DbTarget['create']>>;
  let dir: string;
  beforeAll(async () => {
    env = await target.create();
    dir = mkdtempSync(join(tmpdir(), 'api-migrations-'));
  });
  afterAll(async () => {
    await env?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runMigrations skips applied files', async () => {
    const again = await runMigrations(env.handle, API_MIGRATIONS_DIR, { table: API_MIGRATIONS_TABLE });
    const files = readdirSync(API_MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
    expect(files[0]).toBe('0001_initial.sql');
    expect(again).toEqual({ applied: [], skipped: files });
  });

  it('applies files in order into a schema-qualified table, each in a transaction', async () => {
    writeFileSync(join(dir, '0002_b.sql'), 'INSERT INTO ext.t VALUES (2);');
    writeFileSync(join(dir, '0001_a.sql'), 'CREATE TABLE ext.t (n int); INSERT INTO ext.t VALUES (1);');
    writeFileSync(join(dir, 'README.md'), 'not a migration');
    const first = await runMigrations(env.handle, dir, { table: 'ext.migrations' });
    expect(first.applied).toEqual(['0001_a.sql', '0002_b.sql']);
    writeFileSync(join(dir, '0003_broken.sql'), 'INSERT INTO ext.t VALUES (3); SELECT * FROM no_such_table;');
    await expect(runMigrations(env.handle, dir, { table: 'ext.migrations' })).rejects.toThrow();
    expect(await env.handle.query('SELECT n FROM ext.t ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
    rmSync(join(dir, '0003_broken.sql'));
    writeFileSync(join(dir, '0001_a.sql'), 'CREATE TABLE ext.t (n bigint);');
    await expect(runMigrations(env.handle, dir, { table: 'ext.migrations' })).rejects.toThrow(/changed after it was applied/);
    await expect(runMigrations(env.handle, dir, { table: 'bad name; drop' })).rejects.toThrow(/Invalid migrations table/);
  });

  it('seedDemoData is idempotent', async () => {
    await seedDemoData(env.handle);
    const count = () =>
      env.handle.query<{ t: string; n: number }>(
        `SELECT 'ideas' AS t, count(*)::int AS n FROM ideas UNION ALL SELECT 'users', count(*)::int FROM users
         UNION ALL SELECT 'history', count(*)::int FROM idea_history UNION ALL SELECT 'tenants', count(*)::int FROM tenants`,
      );
    const before = await count();
    await seedDemoData(env.handle);
    expect(await count()).toEqual(before);
    expect(before).toEqual(expect.arrayContaining([{ t: 'ideas', n: 43 }, { t: 'users', n: 19 }, { t: 'tenants', n: 2 }]));
    const [noHistory] = await env.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM ideas i WHERE NOT EXISTS (SELECT 1 FROM idea_history h WHERE h.idea_id = i.id)');
    expect(noHistory!.n).toBe(0);
  });

  it('transaction rolls back on error', async () => {
    await expect(
      env.handle.transaction(async (tx) => {
        await tx.query("INSERT INTO categories (id, tenant_id, name) VALUES ('tmp', 'tenant-demo-corp', 'Temp')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await env.handle.query("SELECT id FROM categories WHERE id = 'tmp'")).toEqual([]);
  });

  it('prepares a parameterised statement once per connection and reuses it', async () => {
    const prepared = await env.handle.transaction(async (tx) => {
      for (const n of [1, 2, 3]) expect(await tx.query<{ n: number }>('SELECT $1::int + 1 AS n', [n])).toEqual([{ n: n + 1 }]);
      // Several commands without parameters still run as one simple query.
      await tx.exec('CREATE TEMP TABLE prep_check (n int); DROP TABLE prep_check;');
      return tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
    });
    expect(prepared.filter((p) => p.statement === 'SELECT $1::int + 1 AS n')).toHaveLength(1);
  });

  it('answers again after a statement fails, inside and outside a transaction', async () => {
    await expect(env.handle.query('SELECT $1::int AS n', ['not a number'])).rejects.toThrow(/invalid input syntax/);
    await expect(env.handle.query('SELECT * FROM no_such_table WHERE id = $1', [1])).rejects.toThrow(/no_such_table/);
    expect(await env.handle.query<{ n: number }>('SELECT $1::int AS n', [7])).toEqual([{ n: 7 }]);
    await expect(env.handle.transaction((tx) => tx.query('SELECT $1::int AS n', ['x']))).rejects.toThrow(/invalid input syntax/);
    expect(await env.handle.transaction((tx) => tx.query<{ n: number }>('SELECT $1::int AS n', [8]))).toEqual([{ n: 8 }]);
    const result = (await env.handle.db.execute(sql`SELECT ${9}::int AS n`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ n: 9 }]);
  });

  it("answers every field's text, NULLs and large answers intact, and a failure's code and constraint", async () => {
    const text = 'Özlem schlägt vor: 💡 Straße';
    const rows = await env.handle.query<{ t: string; n: null; big: string; j: { a: string } }>(
      "SELECT $1::text AS t, NULL AS n, repeat($1::text, 40000) AS big, json_build_object('a', $1::text) AS j FROM generate_series(1, 3)",
      [text],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.t).toBe(text);
      expect(row.n).toBeNull();
      expect(row.big).toHaveLength(text.length * 40000);
      expect(row.big.endsWith(text)).toBe(true);
      expect(row.j).toEqual({ a: text });
    }
    const failure = await env.handle.query('INSERT INTO tenants (id, name) SELECT id, name FROM tenants LIMIT $1', [1]).catch((err: unknown) => err);
    expect(failure).toMatchObject({ code: '23505', constraint: 'tenants_pkey' });
  });
});

describe('PGlite data folder lock', () => {
  const root = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second open while held and releases on close', async () => {
    const dataDir = join(root, 'a');
    const first = await openDatabase({ dataDir });
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openDatabase({ dataDir });
    expect((await again.query<{ n: number }>('select 1 as n'))[0]!.n).toBe(1);
    await again.close();
  });

  it('refuses a folder locked by another live process, replaces a stale lock', async () => {
    const dataDir = join(root, 'b');
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already in use \(pid \d+/);
    writeFileSync(`${dataDir}.lock`, '999999999');
    const handle = await openDatabase({ dataDir });
    expect(handle.kind).toBe('pglite');
    await handle.close();
  });
});
