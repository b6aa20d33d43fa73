import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runMigrations } from './migrate';
import { dumpPglite, openDatabase, type DatabaseHandle } from './open';

export interface MigrationSet {
  dir: string;
  table: string;
}

const CACHE_DIR = join(tmpdir(), 'idea-portal-pglite-templates');
const DAY = 24 * 60 * 60 * 1000;
/** PGlite's package.json (its exports leave it out): a new PGlite makes new templates. */
const pglitePackage = () => join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');

/** Names the template after PGlite's version and every migration's name and text. */
function templateKey(sets: MigrationSet[]): string {
  const hash = createHash('sha256').update(readFileSync(pglitePackage()));
  for (const { dir, table } of sets) {
    hash.update(`\0${table}`);
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) hash.update(`\0${name}\0`).update(readFileSync(join(dir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function migrate(handle: DatabaseHandle, sets: MigrationSet[]) {
  for (const { dir, table } of sets) await runMigrations(handle, dir, { table });
}

/**
 * A fresh in-memory PGlite database with the given migrations applied, for tests. An empty PGlite
 * runs initdb in WebAssembly (seconds, far more on a busy machine) and then the migrations; this
 * starts from a dump of an already migrated database instead, made once per set of migrations and
 * kept in the temp folder (named after the migrations' text, so a changed migration makes a new one).
 * The migrations still run against the copy: they find everything applied and check the checksums.
 */
export async function openMigratedPglite(sets: MigrationSet[]): Promise<DatabaseHandle> {
  const file = join(CACHE_DIR, `${templateKey(sets)}.tar`);
  let dump: Blob | undefined;
  try {
    dump = new Blob([readFileSync(file)]);
  } catch {
    dump = undefined;
  }
  if (dump) {
    const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
    await migrate(handle, sets);
    return handle;
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle, sets);
  const bytes = Buffer.from(await (await dumpPglite(handle)).arrayBuffer());
  // Written aside and renamed, so parallel test workers never read half a file; templates a day old go.
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of readdirSync(CACHE_DIR)) {
    const path = join(CACHE_DIR, old);
    if (Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > DAY) rmSync(path, { force: true });
  }
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return handle;
}
