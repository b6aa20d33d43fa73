/**
 * Runs the identity provider alone (the portal's production entry embeds it next to the API
 * instead). Needs the API's users table in the same database: point DATABASE_URL at PostgreSQL,
 * or DATA_DIR at a PGlite folder no other process has open. Settings: libs/server/src/env.ts.
 * Logs JSON lines (pino) with the request id; several instances may share one PostgreSQL (keys,
 * sessions, grants, codes and sign-in counters all live there).
 */
import { openDatabase, runMigrations } from '@idea-portal/db';
import { loadServerEnv } from '@idea-portal/server';
import { createIdentity, createIdentityServer, IDENTITY_MIGRATIONS_DIR, IDENTITY_MIGRATIONS_TABLE } from './index.js';

const env = loadServerEnv(process.env, { portVariable: 'IDENTITY_PORT' });
for (const warning of env.deprecated) console.warn(`[identity] ${warning}`);
const port = env.ports.identity;
const issuer = env.issuer;
const portalUrl = env.shellUrl;

// Graceful start: the port opens only after the migrations ran and the keys are loaded.
const handle = await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir, poolSize: env.databasePoolSize });
await runMigrations(handle, IDENTITY_MIGRATIONS_DIR, { table: IDENTITY_MIGRATIONS_TABLE });

const identity = await createIdentity({
  db: handle,
  issuer,
  portalUrl,
  clientId: env.clientId,
  apiAudience: env.apiAudience,
  accessTokenTtl: process.env.IDENTITY_ACCESS_TOKEN_TTL ? Number(process.env.IDENTITY_ACCESS_TOKEN_TTL) : undefined,
  logger: { level: env.logLevel ?? 'info', base: { service: 'identity', pid: process.pid } },
});
const log = identity.app.log;

const server = createIdentityServer(identity.handler);
server.listen(port, env.bindHost === 'localhost' ? undefined : env.bindHost, () => {
  log.info({ issuer, port }, `issuer ${issuer} listening on :${port} (discovery ${issuer}/.well-known/openid-configuration)`);
});

// Graceful stop: not ready at once, keep serving SHUTDOWN_DELAY_MS for the load balancer to
// notice, stop accepting (idle keep-alive sockets close), let requests in flight finish, exit 0.
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal, delayMs: env.shutdownDelayMs }, 'draining');
  identity.drain();
  if (env.shutdownDelayMs > 0) await new Promise((r) => setTimeout(r, env.shutdownDelayMs));
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await identity.close();
  await handle.close();
  log.info('stopped');
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
