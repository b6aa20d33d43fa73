/**
 * Standalone API: opens the database (PGlite folder, or PostgreSQL with DATABASE_URL), applies
 * the migrations, seeds the demo data outside production (or with SEED=true) and listens.
 */
import { openDatabase, runMigrations } from '@idea-portal/db';
import { buildApi, DEFAULT_CORS_ORIGINS } from './app';
import { API_MIGRATIONS_DIR, API_MIGRATIONS_TABLE, seedDemoData } from './index';

const env = process.env;
const list = (v: string | undefined) => v?.split(',').map((s) => s.trim()).filter(Boolean);

const port = Number(env.PORT ?? env.API_PORT ?? 4000);
const host = env.HOST ?? '0.0.0.0';
const publicUrl = env.API_PUBLIC_URL ?? `http://localhost:${port}`;
const production = env.NODE_ENV === 'production';

const db = await openDatabase({ url: env.DATABASE_URL || undefined, dataDir: env.PGLITE_DATA_DIR || undefined }).catch((err: Error) => {
  console.error(`[api] cannot open the database: ${err.message}`);
  process.exit(1);
});
const migrations = await runMigrations(db, API_MIGRATIONS_DIR, { table: API_MIGRATIONS_TABLE });
if (!production || env.SEED === 'true') await seedDemoData(db);

const app = await buildApi({
  db,
  auth: {
    issuer: env.OIDC_ISSUER ?? 'http://localhost:4001',
    audience: env.API_AUDIENCE ?? 'idea-portal-api',
    jwksUrl: env.OIDC_JWKS_URL || undefined,
  },
  corsOrigins: list(env.CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS,
  logger: { level: env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization'] },
  remoteConfig: {
    users: env.USER_API_URL ?? publicUrl,
    tenants: env.TENANT_API_URL ?? publicUrl,
    ideas: env.IDEAS_API_URL ?? publicUrl,
  },
});

const stop = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port, host });
app.log.info(`[api] ${db.kind} database, migrations applied: ${migrations.applied.length}, docs at ${publicUrl}/docs`);
