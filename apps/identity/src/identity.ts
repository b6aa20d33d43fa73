import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { createAdapterFactory, purgeExpired } from './adapter.js';
import { findUser, userClaims } from './accounts.js';
import { loadCookieKeys, loadSigningKeys } from './keys.js';
import { pickLocale, translator } from './i18n.js';
import { createInteractionHandler, newNonce, securityHeaders } from './interactions.js';
import { resolveSql, type IdentityDatabase } from './sql.js';
import { logoutPage, messagePage } from './views.js';

/** The checked-in SQL migrations of the identity schema (apply with runMigrations). */
export const IDENTITY_MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
/** Suggested bookkeeping table for runMigrations(handle, IDENTITY_MIGRATIONS_DIR, { table }). */
export const IDENTITY_MIGRATIONS_TABLE = 'identity_migrations';

export const DEFAULT_CLIENT_ID = 'idea-portal';
export const DEFAULT_API_AUDIENCE = 'idea-portal-api';
export const SUPPORTED_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
/** Scopes the API resource server accepts; they appear in the access token's `scope` claim. */
export const API_SCOPES = ['openid', 'profile', 'email'] as const;

const DAY = 24 * 60 * 60;
export const SESSION_TTL = 14 * DAY;
export const REFRESH_TOKEN_TTL = 14 * DAY;

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
  /** Trust X-Forwarded-* headers. Default: IDENTITY_TRUST_PROXY=true, or an https issuer. */
  trustProxy?: boolean;
  /** Cookie signing keys; default IDENTITY_COOKIE_SECRET (comma-separated) or one kept in the DB. */
  cookieKeys?: string[];
  /** Purge expired oidc_payloads rows this often (ms); 0 disables. Default 10 minutes. */
  purgeIntervalMs?: number;
}

export interface Identity {
  /** Node http request listener: `http.createServer(identity.handler)`. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  provider: Provider;
  /** The resolved settings (handy for the portal's config and for tests). */
  settings: {
    issuer: string;
    portalUrl: string;
    clientId: string;
    apiAudience: string;
    apiResource: string;
    accessTokenTtl: number;
  };
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
  if (new URL(issuer).pathname !== '/') {
    throw new Error('createIdentity: the issuer must be served at the root path (e.g. http://localhost:4001)');
  }

  const [keys, cookieKeys] = await Promise.all([
    loadSigningKeys(sql),
    options.cookieKeys?.length ? Promise.resolve(options.cookieKeys) : loadCookieKeys(sql),
  ]);

  const localeOf = (ctx: KoaContextWithOIDC) =>
    pickLocale({
      lng: typeof ctx.query?.lng === 'string' ? ctx.query.lng : undefined,
      uiLocales: typeof ctx.oidc?.params?.ui_locales === 'string' ? ctx.oidc.params.ui_locales : undefined,
      acceptLanguage: ctx.get('accept-language'),
    });

  const setPageHeaders = (ctx: KoaContextWithOIDC, nonce: string) => {
    for (const [k, v] of Object.entries(securityHeaders(nonce, portalOrigin))) ctx.set(k, v);
    ctx.type = 'html';
  };

  const configuration: Configuration = {
    adapter: createAdapterFactory(sql),
    clients: [
      {
        client_id: clientId,
        client_name: 'Idea Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${portalUrl}/auth/callback`],
        post_logout_redirect_uris: [`${portalUrl}/auth/login`, `${portalUrl}/`],
        scope: SUPPORTED_SCOPES.join(' '),
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: keys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    scopes: [...SUPPORTED_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // The ID token carries the profile claims too (the access token is for the API, not userinfo).
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => origin === portalOrigin,
    findAccount: async (_ctx, sub) => {
      const user = await findUser(sql, sub);
      if (!user || !user.enabled) return undefined;
      return { accountId: user.user_id, claims: () => userClaims(user) };
    },
    // First-party client: no consent screen. The grant always covers what the client asks for.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      const accountId = session?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = (ctx.oidc.result?.consent?.grantId as string | undefined) ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (grant && (grant.accountId !== accountId || grant.clientId !== client.clientId)) grant = undefined;
      if (!grant && client.clientId !== clientId) return undefined;
      grant ??= new ctx.oidc.provider.Grant({ accountId, clientId: client.clientId });
      if (client.clientId === clientId) {
        const requested = [...ctx.oidc.requestParamScopes].filter((s) => (SUPPORTED_SCOPES as readonly string[]).includes(s));
        if (requested.length) grant.addOIDCScope(requested.join(' '));
        const apiScopes = requested.filter((s) => (API_SCOPES as readonly string[]).includes(s));
        if (apiScopes.length) grant.addResourceScope(apiResource, apiScopes.join(' '));
      }
      await grant.save();
      return grant;
    },
    // Refresh tokens for the portal client always (the spec's code exchange requires one). With a
    // granted offline_access (prompt=consent) it outlives the session; otherwise it ends with the
    // provider session (sign-out). Rotation on every use, reuse revokes the grant, no extension.
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && (client.clientId === clientId || code.scopes.has('offline_access')),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      RefreshToken: (ctx, token, client) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) {
          return rotated.remainingTTL; // no lifetime extension through rotation
        }
        return REFRESH_TOKEN_TTL;
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: options.devInteractions ?? false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES.join(' '),
            audience: apiAudience,
            accessTokenTTL: accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const nonce = newNonce();
          const locale = localeOf(ctx);
          setPageHeaders(ctx, nonce);
          ctx.body = logoutPage({ locale, t: translator(locale), nonce, form });
        },
        postLogoutSuccessSource: async (ctx) => {
          const nonce = newNonce();
          const locale = localeOf(ctx);
          const t = translator(locale);
          setPageHeaders(ctx, nonce);
          ctx.body = messagePage({
            locale,
            nonce,
            title: t('logout.doneTitle'),
            text: t('logout.doneText'),
            role: 'status',
            link: { href: `${portalUrl}/auth/login`, label: t('logout.signInAgain') },
          });
        },
      },
    },
    renderError: async (ctx, out) => {
      const nonce = newNonce();
      const locale = localeOf(ctx);
      const t = translator(locale);
      setPageHeaders(ctx, nonce);
      ctx.body = messagePage({
        locale,
        nonce,
        title: t('error.generic'),
        text: String(out.error_description ?? out.error ?? ''),
        role: 'alert',
        link: { href: `${portalUrl}/auth/login`, label: t('error.backToPortal') },
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = options.trustProxy ?? (process.env.IDENTITY_TRUST_PROXY === 'true' || issuer.startsWith('https:'));
  provider.on('server_error', (_ctx: unknown, err: Error) => {
    console.error('[identity] server error:', err.message);
  });

  const interactions = createInteractionHandler({ provider, sql, portalUrl, portalOrigin });
  const callback = provider.callback();

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path.startsWith('/interaction/') && !options.devInteractions) {
      interactions(req, res).catch((err: unknown) => {
        console.error('[identity] interaction error:', err instanceof Error ? err.message : err);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('content-type', 'text/plain; charset=utf-8');
        }
        res.end('Internal Server Error');
      });
      return;
    }
    if (path === '/healthz') {
      res.setHeader('content-type', 'application/json');
      res.end('{"status":"ok"}');
      return;
    }
    void callback(req, res);
  };

  const purgeMs = options.purgeIntervalMs ?? 10 * 60 * 1000;
  const timer = purgeMs > 0 ? setInterval(() => void purgeExpired(sql).catch(() => undefined), purgeMs) : undefined;
  timer?.unref();

  return {
    handler,
    provider,
    settings: { issuer, portalUrl, clientId, apiAudience, apiResource, accessTokenTtl },
    async close() {
      if (timer) clearInterval(timer);
    },
  };
}
