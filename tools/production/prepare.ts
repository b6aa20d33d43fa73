/**
 * The release step of the production layout, run once before the instances start (as a
 * Kubernetes job or `docker compose run` would): applies the API's and the identity provider's
 * migrations to DATABASE_URL and, with SEED=true, loads the demo data and the demo passwords.
 * Instances then start with SEED=false, so replicas never race each other over the seed.
 */
import { openDatabase, runMigrations } from '@idea-portal/db';
import { API_MIGRATIONS_DIR, API_MIGRATIONS_TABLE, DEMO_USERS, seedDemoData } from '@idea-portal/api';
import { IDENTITY_MIGRATIONS_DIR, IDENTITY_MIGRATIONS_TABLE, seedDemoCredentials } from '@idea-portal/identity';

export const DEMO_PASSWORD = 'Demo-Passw0rd';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('[prepare] DATABASE_URL is required (the production layout runs on PostgreSQL)');
  process.exit(1);
}
const db = await openDatabase({ url });
const api = await runMigrations(db, API_MIGRATIONS_DIR, { table: API_MIGRATIONS_TABLE });
const identity = await runMigrations(db, IDENTITY_MIGRATIONS_DIR, { table: IDENTITY_MIGRATIONS_TABLE });
if (process.env.SEED === 'true') {
  await seedDemoData(db);
  await seedDemoCredentials(db, DEMO_USERS, DEMO_PASSWORD);
}
await db.close();
console.log(`[prepare] migrations applied: api ${api.applied.length}, identity ${identity.applied.length}; seed ${process.env.SEED === 'true' ? 'loaded' : 'skipped'}`);
