/**
 * Runs the identity provider alone (the portal's production entry embeds it next to the API
 * instead). Needs the API's users table in the same database: point DATABASE_URL at PostgreSQL,
 * or IDENTITY_DATA_DIR at a PGlite folder no other process has open.
 */
import { openDatabase, runMigrations } from '@idea-portal/db';
import { createIdentity, createIdentityServer, IDENTITY_MIGRATIONS_DIR, IDENTITY_MIGRATIONS_TABLE } from './index.js';

const port = Number(process.env.PORT ?? process.env.IDENTITY_PORT ?? 4001);
const issuer = process.env.IDENTITY_ISSUER ?? `http://localhost:${port}`;
const portalUrl = process.env.PORTAL_URL ?? 'http://localhost:3000';

const handle = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.IDENTITY_DATA_DIR });
await runMigrations(handle, IDENTITY_MIGRATIONS_DIR, { table: IDENTITY_MIGRATIONS_TABLE });

const identity = await createIdentity({
  db: handle,
  issuer,
  portalUrl,
  clientId: process.env.IDENTITY_CLIENT_ID || undefined,
  apiAudience: process.env.IDENTITY_API_AUDIENCE || undefined,
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
