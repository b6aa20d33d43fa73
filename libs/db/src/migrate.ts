import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from './open';

export interface MigrationOptions {
  /** Table recording applied migrations, optionally schema-qualified (`identity.migrations`). */
  table: string;
}

export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;

function quoteTable(table: string): { qualified: string; schema: string | null } {
  const parts = table.split('.');
  if (parts.length > 2 || !parts.every((p) => IDENT.test(p))) {
    throw new Error(`Invalid migrations table name "${table}" (use [schema.]name in lower case)`);
  }
  return { qualified: parts.map((p) => `"${p}"`).join('.'), schema: parts.length === 2 ? (parts[0] ?? null) : null };
}

/**
 * Applies the `*.sql` files of `dir` in file-name order, each in its own transaction, and
 * records them (name + sha256) in `options.table`. Already applied files are skipped; an
 * applied file whose content changed is an error. On PostgreSQL an advisory lock keyed by the
 * table name serialises concurrent starts.
 */
export async function runMigrations(handle: DatabaseHandle, dir: string, options: MigrationOptions): Promise<MigrationResult> {
  const { qualified, schema } = quoteTable(options.table);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  if (schema) await handle.exec(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  await handle.exec(
    `CREATE TABLE IF NOT EXISTS ${qualified} (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const texts = await Promise.all(files.map((name) => readFile(join(dir, name), 'utf8')));
  const checksums = texts.map((text) => createHash('sha256').update(text).digest('hex'));
  // Everything applied already (every start but the first, every test database cloned from a
  // migrated template): one query instead of a transaction per file, which on PGlite cost seconds
  // per database (36 files). A missing or changed file takes the locked path below.
  const applied = new Map((await handle.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM ${qualified}`)).map((r) => [r.name, r.checksum]));
  if (files.every((name, i) => applied.get(name) === checksums[i])) return { applied: [], skipped: files };
  const result: MigrationResult = { applied: [], skipped: [] };
  for (const [i, name] of files.entries()) {
    const text = texts[i]!;
    const checksum = checksums[i]!;
    await handle.transaction(async (tx) => {
      if (handle.kind === 'postgres') {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [options.table]);
      }
      const [done] = await tx.query<{ checksum: string }>(`SELECT checksum FROM ${qualified} WHERE name = $1`, [name]);
      if (done) {
        if (done.checksum !== checksum) {
          throw new Error(`Migration ${name} was changed after it was applied (${options.table}); add a new migration instead.`);
        }
        result.skipped.push(name);
        return;
      }
      // Deferred triggers (the key figures' version, migration 0037) fire at each statement's end: a
      // migration may change rows and then ALTER their table (pending trigger events forbid that).
      await tx.exec('SET CONSTRAINTS ALL IMMEDIATE');
      await tx.exec(text);
      await tx.query(`INSERT INTO ${qualified} (name, checksum) VALUES ($1, $2)`, [name, checksum]);
      result.applied.push(name);
    });
  }
  return result;
}
