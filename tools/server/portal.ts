/**
 * The whole portal in one process: embedded database (PGlite, or PostgreSQL with DATABASE_URL),
 * migrations, demo seed, the API, the OpenID Connect provider and the five static sites.
 * PGlite allows one process per data folder, so API and identity share this process.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, runMigrations } from '@idea-portal/db';
import { blobStoreFromSettings, buildApi, seedDemoData, temporaryPassword, API_MIGRATIONS_DIR, DEFAULT_RATE_LIMIT, DEMO_USERS } from '@idea-portal/api';
import { createIdentity, createIdentityServer, IDENTITY_MIGRATIONS_DIR, seedDemoCredentials, setUserPassword } from '@idea-portal/identity';
import { mailerFromEnv } from '@idea-portal/server';
import { portalConfig, runtimeConfig, shellCsp } from './config';
import { startSite } from './static-sites';
import { REMOTE_KEYS, REMOTES } from '../../libs/contracts/src/remotes';

export const DEMO_PASSWORD = 'Demo-Passw0rd';
const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The Amazon Cognito profile (AWS_COGNITO_USER_POOL_ID, AWS_COGNITO_CLIENT_ID, region from
 * AWS_COGNITO_REGION or the pool id): the pool is the issuer, the API accepts its access tokens
 * (client_id + token_use: access), and the embedded identity provider is not started.
 */
export function cognitoProfile(env = process.env) {
  const poolId = env.AWS_COGNITO_USER_POOL_ID;
  if (!poolId) return null;
  const clientId = env.AWS_COGNITO_CLIENT_ID;
  if (!clientId) throw new Error('Missing required Cognito configuration: AWS_COGNITO_CLIENT_ID');
  const region = env.AWS_COGNITO_REGION || poolId.split('_')[0];
  return { poolId, clientId, region, issuer: `https://cognito-idp.${region}.amazonaws.com/${poolId}` };
}


export async function startPortal(c = portalConfig(), { staticSites = true } = {}) {
  const cognito = cognitoProfile();
  const started = Date.now();
  for (const warning of c.deprecated) console.warn(`[portal] ${warning}`);
  const db = await openDatabase(c.databaseUrl ? { url: c.databaseUrl } : { dataDir: c.dataDir });
  await runMigrations(db, API_MIGRATIONS_DIR, { table: 'api_migrations' });
  await runMigrations(db, IDENTITY_MIGRATIONS_DIR, { table: 'identity_migrations' });
  if (c.seed) {
    await seedDemoData(db);
    if (!cognito) await seedDemoCredentials(db, DEMO_USERS, DEMO_PASSWORD);
  }

  const identity = cognito
    ? null
    : await createIdentity({
        db,
        issuer: c.issuer,
        portalUrl: c.shellUrl,
        clientId: c.clientId,
        apiAudience: c.apiAudience,
        // A line per request (id, method, path without its query, status, duration, client address)
        // to IDENTITY_LOG_FILE (default .data/logs/identity.log); IDENTITY_LOG_FILE=- for the terminal.
        logger: { level: c.logLevel ?? 'info', base: { service: 'identity', pid: process.pid }, ...logTarget('identity') },
      });
  const identityServer = identity ? createIdentityServer(identity.handler) : null;
  if (identityServer) await new Promise<void>((resolve) => identityServer.listen(c.ports.identity, c.bindHost, resolve));

  const mailer = identity?.mailer ?? mailerFromEnv('api');
  const api = await buildApi({
    db,
    // The daily saved-search digest and workflow mail go out through the provider's mail (SMTP, terminal, dev outbox).
    digest: { mailer, appUrl: c.shellUrl },
    workflowMail: process.env.WORKFLOW_MAIL === 'off' ? false : { mailer, appUrl: c.shellUrl },
    deadlineReminders: process.env.DEADLINE_REMINDERS === 'off' ? false : { mailer, appUrl: c.shellUrl },
    // Premiums whose objection period ended are released by the hour, read or not.
    premiumRelease: {},
    auth: cognito ? { issuer: cognito.issuer, clientId: cognito.clientId } : { issuer: c.issuer, audience: c.apiAudience },
    // Attachments where the settings say, as the standalone API (apps/api/src/main.ts): STORAGE=s3 with S3_*, else the local folder.
    blobStore: blobStoreFromSettings(c),
    // Accounts created by an administrator get a temporary password they must change at first sign-in.
    onUserCreated: cognito
      ? undefined
      : async (user) => {
          const password = temporaryPassword();
          await setUserPassword(db, user, password, { mustChangePassword: true });
          return { temporaryPassword: password };
        },
    // An administrator's "Reset password" and "Resend invitation" mail a reset code through the provider.
    onAccountMail: identity ? (kind, user) => identity.accountMail(kind, user) : undefined,
    corsOrigins: c.corsOrigins,
    remoteConfig: { users: c.apiUrl },
    // Per-user and per-address limits as in production; API_RATE_LIMIT=off for load tests and E2E.
    rateLimit: process.env.API_RATE_LIMIT === 'off' ? false : DEFAULT_RATE_LIMIT,
    // A line per request (id, method, route, status, duration, user id) and every 5xx with its
    // cause, to API_LOG_FILE (default .data/logs/api.log) so the terminal keeps the banner and the
    // printed mails readable; API_LOG_FILE=- writes to the terminal instead.
    logger: { level: c.logLevel ?? 'info', redact: ['req.headers.authorization'], ...logTarget('api') },
  });
  await api.listen({ port: c.ports.api, host: c.bindHost });

  const sites = !staticSites ? [] : await Promise.all([
    // Remotes serve only their federation assets, cross-origin to the shell only.
    ...REMOTE_KEYS.map((k) =>
      startSite({ name: k, root: `${root}apps/${REMOTES[k].app}/dist`, port: c.ports[k], host: c.bindHost, federation: { corsOrigins: [c.shellUrl] } }),
    ),
    startSite({
      name: 'shell',
      root: `${root}apps/shell/dist`,
      port: c.ports.shell,
      host: c.bindHost,
      runtimeConfig: () => runtimeConfig(c),
      headers: {
        // With Cognito the browser talks to the pool (discovery, keys, password reset) and its hosted domain.
        'Content-Security-Policy': shellCsp(cognito ? { ...c, issuer: `https://cognito-idp.${cognito.region}.amazonaws.com https://*.auth.${cognito.region}.amazoncognito.com` } : c),
        'Referrer-Policy': 'same-origin',
      },
    }),
  ]);

  const stop = async () => {
    await Promise.allSettled([...sites.map((s) => s?.close()), api.close(), new Promise((r) => (identityServer ? identityServer.close(r) : r(undefined)))]);
    await identity?.close();
    await db.close();
  };
  return { config: c, stop, startupMs: Date.now() - started, db: db.kind };
}

/** Where the portal's API or identity provider writes its request log (null: the terminal). */
function logFile(server: 'api' | 'identity'): string | null {
  const file = (server === 'api' ? process.env.API_LOG_FILE : process.env.IDENTITY_LOG_FILE) ?? `.data/logs/${server}.log`;
  if (file === '-') return null;
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

function logTarget(server: 'api' | 'identity'): { file?: string } {
  const file = logFile(server);
  return file ? { file } : {};
}

function banner(p: Awaited<ReturnType<typeof startPortal>>) {
  const c = p.config;
  const lines = [
    '',
    `  Idea Portal is running at ${c.shellUrl}  (ready in ${p.startupMs} ms, database: ${p.db}${p.db === 'pglite' ? ` in ${c.dataDir}` : ''})`,
    '',
    `  API ${c.apiUrl} (OpenAPI at ${c.apiUrl}/docs)   Identity ${cognitoProfile()?.issuer ?? c.issuer}`,
    `  Request logs: API ${logFile('api') ?? 'this terminal'}${cognitoProfile() ? '' : `, identity ${logFile('identity') ?? 'this terminal'}`}`,
    '',
  ];
  if (c.seed) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) lines.push(`    ${u.email.padEnd(24)} ${u.role}`);
    lines.push('');
  }
  lines.push('  Press Ctrl+C to stop.', '');
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startPortal()
    .then((p) => {
      console.log(banner(p));
      const shutdown = () => p.stop().finally(() => process.exit(0));
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
