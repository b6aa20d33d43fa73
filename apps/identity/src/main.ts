/**
 * Runs the identity provider alone (the portal's production entry embeds it next to the API
 * instead). Needs the API's users table in the same database: point DATABASE_URL at PostgreSQL,
 * or DATA_DIR at a PGlite folder no other process has open. Settings: libs/server/src/env.ts.
 */
import { openDatabase, runMigrations } from '@idea-portal/db';
import { loadServerEnv } from '@idea-portal/server';
import { createIdentity, createIdentityServer, IDENTITY_MIGRATIONS_DIR, IDENTITY_MIGRATIONS_TABLE } from './index.js';

const env = loadServerEnv(process.env, { portVariable: 'IDENTITY_PORT' });
for (const warning of env.deprecated) console.warn(`[identity] ${warning}`);
const port = env.ports.identity;
const issuer = env.issuer;
const portalUrl = env.shellUrl;

const handle = await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir });
await runMigrations(handle, IDENTITY_MIGRATIONS_DIR, { table: IDENTITY_MIGRATIONS_TABLE });

const identity = await createIdentity({
  db: handle,
  issuer,
  portalUrl,
  clientId: env.clientId,
  apiAudience: env.apiAudience,
  accessTokenTtl: process.env.IDENTITY_ACCESS_TOKEN_TTL ? Number(process.env.IDENTITY_ACCESS_TOKEN_TTL) : undefined,
});

const server = createIdentityServer(identity.handler);
server.listen(port, () => {
  console.log(`[identity] issuer ${issuer} listening on :${port} (discovery ${issuer}/.well-known/openid-configuration)`);
});

const stop = async () => {
  server.close();
  await identity.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
