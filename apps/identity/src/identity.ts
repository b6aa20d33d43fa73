import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { fileURLToPath } from 'node:url';
import type Provider from 'oidc-provider';
import { purgeExpired } from './adapter.js';
import { buildIdentityApp } from './app.js';
import { loadCookieKeys, loadSigningKeys } from './keys.js';
import type { AppContext } from './context.js';
import { devOutboxFromEnv, mailerFromEnv, type Mailer } from './mail.js';
import { mailAccountCode, type AccountMailKind } from './account-mail.js';
import type { Locale } from './i18n.js';
import { adoptLegacyPolicies } from './policy.js';
import { resolveSql, type IdentityDatabase, type SqlClient } from './sql.js';
import { createBruteForceGuard, type BruteForceOptions } from './throttle.js';
import { createFederation, parseUpstreams, type UpstreamProvider } from './upstreams.js';
import { createProvider, DEFAULT_CLIENT_ID } from './provider.js';
import { trustedProxiesFromEnv } from './proxies.js';

/** The checked-in SQL migrations of the identity schema (apply with runMigrations). */
export const IDENTITY_MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
/** Suggested bookkeeping table for runMigrations(handle, IDENTITY_MIGRATIONS_DIR, { table }). */
export const IDENTITY_MIGRATIONS_TABLE = 'identity_migrations';

export { DEFAULT_CLIENT_ID, SUPPORTED_SCOPES, API_SCOPES } from './provider.js';
export const DEFAULT_API_AUDIENCE = 'idea-portal-api';

const DAY = 24 * 60 * 60;
/** 'Remember me' checked: session, grant and refresh token last this many days (rememberDays). */
export const DEFAULT_REMEMBER_DAYS = 14;
/** 'Remember me' unchecked: a browser-session cookie, and the session ends after this many hours at most. */
export const DEFAULT_BROWSER_SESSION_HOURS = 12;
export const SESSION_TTL = DEFAULT_REMEMBER_DAYS * DAY;
export const REFRESH_TOKEN_TTL = DEFAULT_REMEMBER_DAYS * DAY;

export interface IdentityOptions {
  /** `@idea-portal/db` handle (or anything exposing query(sql, params)); migrations must be applied. */
  db: IdentityDatabase;
  /** Public issuer URL, e.g. http://localhost:4001 (served at the root path). */
  issuer: string;
  /** Shell origin, e.g. http://localhost:3000. */
  portalUrl: string;
  clientId?: string;
  /** `aud` of access tokens. Default 'idea-portal-api'. */
  apiAudience?: string;
  /**
   * Resource indicator (RFC 8707) of the API. Must be an absolute URI; default: apiAudience when it
   * is one, else `urn:<apiAudience>`. Requested by default, so clients need not send `resource`.
   */
  apiResource?: string;
  /** Access token lifetime in seconds. Default 300. */
  accessTokenTtl?: number;
  /** Use oidc-provider's built-in development login/consent pages instead of ours. */
  devInteractions?: boolean;
  /**
   * The balancers' own addresses or subnets (`172.28.0.10`, `loopback`): the client address (the
   * sign-in throttle's, the log's) is the rightmost X-Forwarded-For hop that is not one of them.
   * Default: IDENTITY_TRUSTED_PROXIES (comma-separated), else none (the socket's peer).
   */
  trustedProxies?: string[];
  /** Cookie signing keys; default IDENTITY_COOKIE_SECRET (comma-separated) or one kept in the DB. */
  cookieKeys?: string[];
  /** Purge expired oidc_payloads rows this often (ms); 0 disables. Default 10 minutes. */
  purgeIntervalMs?: number;
  /**
   * 'Remember me' checked: the provider session and the refresh token last this many days
   * (no extension through rotation). Default IDENTITY_REMEMBER_DAYS, else 14.
   */
  rememberDays?: number;
  /**
   * 'Remember me' unchecked: the session cookie dies with the browser, and the session (and the
   * refresh token bound to it) ends after this many hours at the latest. Default
   * IDENTITY_BROWSER_SESSION_HOURS, else 12.
   */
  browserSessionHours?: number;
  /**
   * Outgoing mail. Default: SMTP with SMTP_URL (and MAIL_FROM), else printed to the terminal (and
   * kept in the identity.outbox table when devOutbox is on).
   */
  mailer?: Mailer;
  /** Upstream OpenID providers for 'Or continue with'. Default: IDENTITY_UPSTREAMS (JSON); none hides the block. */
  upstreams?: UpstreamProvider[];
  /** Brute-force limits (per account and per address, sliding window). */
  bruteForce?: BruteForceOptions;
  /** Tenant of self-registrations no tenant's e-mail domain matches. Default: the tenant named 'Demo Corp'. */
  defaultTenantId?: string;
  /**
   * Serve GET /dev/outbox (to loopback clients only, never through a proxy). Default:
   * IDENTITY_DEV_OUTBOX=true; off otherwise, whatever NODE_ENV says.
   */
  devOutbox?: boolean;
  /** fetch used for upstream providers (tests). */
  fetch?: typeof fetch;
  /** pino options: a JSON line per request with its request id (x-request-id). Default none. */
  logger?: FastifyServerOptions['logger'];
}

export interface Identity {
  /** Node http request listener: `createIdentityServer(identity.handler)`. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** The Fastify app behind `handler` (e.g. for inject() in tests). */
  app: FastifyInstance;
  provider: Provider;
  /** The provider's outgoing mail (SMTP, terminal, developer outbox); the portal's API sends its digests through it too. */
  mailer: Mailer;
  /** An administrator's "Reset password" / "Resend invitation": mails the person a reset code (account-mail.ts). */
  accountMail(kind: AccountMailKind, user: { userId: string; givenName?: string; locale: Locale }): Promise<'sent' | 'no-password'>;
  /** The resolved settings (handy for the portal's config and for tests). */
  settings: {
    issuer: string;
    portalUrl: string;
    clientId: string;
    apiAudience: string;
    apiResource: string;
    accessTokenTtl: number;
    rememberDays: number;
    browserSessionHours: number;
    mail: Mailer['kind'];
    upstreams: Array<{ id: string; name: string }>;
  };
  /** Readiness answers 503 `draining` from now on (graceful stop, before the server closes). */
  drain(): void;
  close(): Promise<void>;
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

export async function createIdentity(options: IdentityOptions): Promise<Identity> {
  const sql = resolveSql(options.db);
  const issuer = trimSlash(options.issuer);
  const portalUrl = trimSlash(options.portalUrl);
  const portalOrigin = new URL(portalUrl).origin;
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const apiAudience = options.apiAudience ?? DEFAULT_API_AUDIENCE;
  const apiResource = options.apiResource ?? (URL.canParse(apiAudience) ? apiAudience : `urn:${apiAudience}`);
  const accessTokenTtl = options.accessTokenTtl ?? 300;
  const envNumber = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  const rememberDays = options.rememberDays ?? envNumber('IDENTITY_REMEMBER_DAYS') ?? DEFAULT_REMEMBER_DAYS;
  const browserSessionHours = options.browserSessionHours ?? envNumber('IDENTITY_BROWSER_SESSION_HOURS') ?? DEFAULT_BROWSER_SESSION_HOURS;
  if (!(rememberDays > 0) || !(browserSessionHours > 0)) throw new Error('createIdentity: rememberDays and browserSessionHours must be positive');
  const rememberTtl = Math.round(rememberDays * DAY);
  const browserSessionTtl = Math.round(browserSessionHours * 3600);
  const upstreams = options.upstreams ?? parseUpstreams(process.env.IDENTITY_UPSTREAMS);
  if (new URL(issuer).pathname !== '/') {
    throw new Error('createIdentity: the issuer must be served at the root path (e.g. http://localhost:4001)');
  }

  // One settings source with the admin area: carry the provider's older policies over once.
  await adoptLegacyPolicies(sql);

  const [keys, cookieKeys] = await Promise.all([
    loadSigningKeys(sql),
    options.cookieKeys?.length ? Promise.resolve(options.cookieKeys) : loadCookieKeys(sql),
  ]);

  const cookieSecret = cookieKeys[0];
  if (!cookieSecret) throw new Error('No cookie key: pass cookieKeys or let the provider create one in identity.settings');
  const provider = createProvider({ sql, issuer, portalUrl, portalOrigin, clientId, apiAudience, apiResource, accessTokenTtl, rememberTtl, browserSessionTtl, keys, cookieKeys, devInteractions: options.devInteractions });
  // Koa believes the forwarded headers, which buildIdentityApp first rewrites to what the trusted
  // proxies list allows (src/proxies.ts).
  provider.proxy = true;
  provider.on('server_error', (_ctx: unknown, err: Error) => {
    console.error('[identity] server error:', err.message);
  });

  const devOutbox = options.devOutbox ?? devOutboxFromEnv();
  if (devOutbox) console.warn('[identity] the developer outbox is ON: GET /dev/outbox shows every mailed code to loopback clients');
  const app: AppContext = {
    provider,
    sql,
    issuer,
    portalUrl,
    portalOrigin,
    mailer: options.mailer ?? mailerFromEnv(sql, process.env, { devOutbox }),
    guard: createBruteForceGuard(sql, options.bruteForce),
    federation: createFederation(sql, upstreams, `${issuer}/federated/callback`, options.fetch),
    trustedProxies: options.trustedProxies ?? trustedProxiesFromEnv(),
    secureCookies: issuer.startsWith('https:'),
    secret: cookieSecret,
    defaultTenantId: options.defaultTenantId,
    devOutbox,
  };
  let draining = false;
  const { app: fastify, handler } = await buildIdentityApp(app, { devInteractions: options.devInteractions, logger: options.logger, draining: () => draining });

  const purgeMs = options.purgeIntervalMs ?? 10 * 60 * 1000;
  const timer =
    purgeMs > 0
      ? setInterval(() => void Promise.all([purgeExpired(sql), purgeFlows(sql), app.guard.purge()]).catch(() => undefined), purgeMs)
      : undefined;
  timer?.unref();

  return {
    handler,
    app: fastify,
    provider,
    mailer: app.mailer,
    accountMail: (kind, user) => mailAccountCode(app, kind, user),
    settings: {
      issuer,
      portalUrl,
      clientId,
      apiAudience,
      apiResource,
      accessTokenTtl,
      rememberDays,
      browserSessionHours,
      mail: app.mailer.kind,
      upstreams: upstreams.map((u) => ({ id: u.id, name: u.name })),
    },
    drain() {
      draining = true;
    },
    async close() {
      if (timer) clearInterval(timer);
      await fastify.close();
    },
  };
}


/** Removes spent codes, abandoned sign-in steps, unredeemed sign-up tickets and upstream states. */
async function purgeFlows(sql: SqlClient): Promise<void> {
  await sql.query(`DELETE FROM identity.verification_codes WHERE expires_at < now() - interval '1 day'`);
  await sql.query(`DELETE FROM identity.signup_tickets WHERE expires_at < now()`);
  await sql.query(`DELETE FROM identity.login_steps WHERE expires_at < now()`);
  await sql.query(`DELETE FROM identity.federation_states WHERE expires_at < now()`);
}
