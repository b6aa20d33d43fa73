/**
 * Standalone API: opens the database (PGlite folder, or PostgreSQL with DATABASE_URL), applies
 * the migrations, seeds the demo data outside production (or with SEED=true) and listens.
 */
import { openDatabase, runMigrations } from '@idea-portal/db';
import { loadServerEnv, mailerFromEnv } from '@idea-portal/server';
import { z } from 'zod';
import { buildApi } from './app';
import { DEFAULT_RATE_LIMIT } from './http/rate-limit';
import { API_MIGRATIONS_DIR, API_MIGRATIONS_TABLE, seedDemoData } from './index';
import { drainAndClose } from './lifecycle';
import { blobStoreFromSettings } from './storage/from-settings';

// Settings: libs/server/src/env.ts (one name each; PORT sets API_PORT).
const settings = loadServerEnv(process.env, { portVariable: 'API_PORT', defaultBindHost: '0.0.0.0' });
for (const warning of settings.deprecated) console.warn(`[api] ${warning}`);
const env = process.env;
const port = settings.ports.api;
const host = settings.bindHost;
const publicUrl = settings.apiUrl;

// The API's own settings (milliseconds), see apps/api/README.md.
const ms = z.coerce.number().int().positive().optional();
const apiSettings = z
  .object({
    API_HEADERS_TIMEOUT_MS: ms,
    API_REQUEST_TIMEOUT_MS: ms,
    API_IDLE_TIMEOUT_MS: ms,
    API_KEEP_ALIVE_TIMEOUT_MS: ms,
    API_RESPONSE_TIMEOUT_MS: ms,
    // Crash tests of Idempotency-Key only (refused in production): kill -9 right before or after a keyed request commits.
    API_TEST_KILL_AT: z.enum(['before-commit', 'after-commit']).optional(),
    API_CALLER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    API_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
    // Behind haproxy or another balancer: its addresses or subnets (comma-separated), whose X-Forwarded-For is believed.
    API_TRUSTED_PROXIES: z.string().optional(),
    API_RATE_LIMIT_PER_USER: ms,
    API_RATE_LIMIT_PER_ADDRESS: ms,
    API_RATE_LIMIT_WINDOW_SECONDS: ms,
    SAVED_SEARCH_DIGEST: z.enum(['on', 'off']).default('on'),
    SAVED_SEARCH_DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(6),
    WORKFLOW_MAIL: z.enum(['on', 'off']).default('on'),
    WORKFLOW_MAIL_DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(6),
    WORKFLOW_MAIL_EVERY_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    DEADLINE_REMINDERS: z.enum(['on', 'off']).default('on'),
  })
  .parse(process.env);

if (apiSettings.API_TEST_KILL_AT && settings.production) {
  console.error('[api] API_TEST_KILL_AT is for crash tests and refused with NODE_ENV=production');
  process.exit(1);
}

const db = await openDatabase({ url: settings.databaseUrl, dataDir: settings.dataDir, poolSize: settings.databasePoolSize }).catch((err: Error) => {
  console.error(`[api] cannot open the database: ${err.message}`);
  process.exit(1);
});
const migrations = await runMigrations(db, API_MIGRATIONS_DIR, { table: API_MIGRATIONS_TABLE });
if (settings.seed) await seedDemoData(db);

const mailer = mailerFromEnv('api');
const app = await buildApi({
  db,
  // Daily saved-search digest through SMTP_URL (else printed to this terminal).
  digest:
    apiSettings.SAVED_SEARCH_DIGEST === 'off' ? false : { mailer, appUrl: settings.shellUrl, hourUtc: apiSettings.SAVED_SEARCH_DIGEST_HOUR_UTC },
  // Tasks, questions and decisions by e-mail, per person at once / daily / off (same mailer).
  workflowMail:
    apiSettings.WORKFLOW_MAIL === 'off'
      ? false
      : {
          mailer,
          appUrl: settings.shellUrl,
          digestHourUtc: apiSettings.WORKFLOW_MAIL_DIGEST_HOUR_UTC,
          checkEveryMs: apiSettings.WORKFLOW_MAIL_EVERY_SECONDS * 1000,
        },
  // Reminders before and on due dates and escalations to the idea managers (hourly, one instance per hour).
  deadlineReminders: apiSettings.DEADLINE_REMINDERS === 'off' ? false : { mailer, appUrl: settings.shellUrl },
  // Premiums whose objection period ended without objection are released by the hour (one instance per hour), read or not.
  premiumRelease: {},
  blobStore: blobStoreFromSettings(settings),
  auth: {
    issuer: settings.issuer,
    audience: settings.apiAudience,
    jwksUrl: settings.jwksUrl,
  },
  corsOrigins: settings.corsOrigins,
  callerCacheMs: apiSettings.API_CALLER_CACHE_MS,
  trustedProxies: apiSettings.API_TRUSTED_PROXIES?.split(',').map((s) => s.trim()).filter(Boolean),
  rateLimit:
    apiSettings.API_RATE_LIMIT === 'off'
      ? false
      : {
          perUser: apiSettings.API_RATE_LIMIT_PER_USER ?? DEFAULT_RATE_LIMIT.perUser,
          perAddress: apiSettings.API_RATE_LIMIT_PER_ADDRESS ?? DEFAULT_RATE_LIMIT.perAddress,
          windowSeconds: apiSettings.API_RATE_LIMIT_WINDOW_SECONDS ?? DEFAULT_RATE_LIMIT.windowSeconds,
        },
  timeouts: {
    ...(apiSettings.API_HEADERS_TIMEOUT_MS && { headers: apiSettings.API_HEADERS_TIMEOUT_MS }),
    ...(apiSettings.API_REQUEST_TIMEOUT_MS && { request: apiSettings.API_REQUEST_TIMEOUT_MS }),
    ...(apiSettings.API_IDLE_TIMEOUT_MS && { idle: apiSettings.API_IDLE_TIMEOUT_MS }),
    ...(apiSettings.API_KEEP_ALIVE_TIMEOUT_MS && { keepAlive: apiSettings.API_KEEP_ALIVE_TIMEOUT_MS }),
    ...(apiSettings.API_RESPONSE_TIMEOUT_MS && { response: apiSettings.API_RESPONSE_TIMEOUT_MS }),
  },
  crashTest: apiSettings.API_TEST_KILL_AT,
  // JSON lines (pino) with the request id as reqId, which the identity provider logs alike.
  logger: { level: settings.logLevel ?? 'info', redact: ['req.headers.authorization'], base: { service: 'api', pid: process.pid } },
  remoteConfig: {
    users: env.USER_API_URL ?? publicUrl,
    tenants: env.TENANT_API_URL ?? publicUrl,
    ideas: env.IDEAS_API_URL ?? publicUrl,
  },
});

// Graceful stop: not ready at once, keep serving SHUTDOWN_DELAY_MS for the load balancer to
// notice, stop accepting, finish the requests in flight, then close the pool and exit 0.
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal, delayMs: settings.shutdownDelayMs }, 'draining');
  try {
    await drainAndClose(app, settings.shutdownDelayMs);
    await db.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'unclean stop');
    process.exit(1);
  }
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port, host });
app.log.info(`[api] ${db.kind} database, migrations applied: ${migrations.applied.length}, docs at ${publicUrl}/docs`);
