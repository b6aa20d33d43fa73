export { openDatabase, dumpPglite, DEFAULT_PGLITE_DIR } from './open';
export type { Database, DatabaseHandle, OpenDatabaseOptions, SqlRunner } from './open';
export type { BeginOptions, DatabaseScope, HeldTransaction } from './scope';
export { runMigrations } from './migrate';
export type { MigrationOptions, MigrationResult } from './migrate';
export { acquireLock, DataDirLockedError } from './lock';
export { openMigratedPglite } from './pglite-template';
export type { MigrationSet } from './pglite-template';
