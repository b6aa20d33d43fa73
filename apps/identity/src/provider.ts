/**
 * The oidc-provider instance: the portal's client, cookies, claims, token lifetimes, resource
 * indicator for the API, and the provider's own HTML (logout, errors) in our page style.
 */
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { createAdapterFactory } from './adapter.js';
import { findUser, userClaims } from './accounts.js';
import { securityHeaders, newNonce } from './http.js';
import { pickLocale, translator } from './i18n.js';
import type { SqlClient } from './sql.js';
import { logoutPage, messagePage } from './views.js';

export const DEFAULT_CLIENT_ID = 'idea-portal';
export const SUPPORTED_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
/** Scopes the API resource server accepts; they appear in the access token's `scope` claim. */
export const API_SCOPES = ['openid', 'profile', 'email'] as const;

export interface ProviderSettings {
  sql: SqlClient;
  issuer: string;
  portalUrl: string;
  portalOrigin: string;
  clientId: string;
  apiAudience: string;
  apiResource: string;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds: session, grant and refresh token with 'Remember me'. */
  rememberTtl: number;
  /** Seconds: the longest a session without 'Remember me' lasts. */
  browserSessionTtl: number;
  keys: unknown[];
  cookieKeys: string[];
  devInteractions?: boolean;
}

export function createProvider(s: ProviderSettings): Provider {
  const { sql, issuer, portalUrl, portalOrigin, clientId, apiAudience, apiResource, accessTokenTtl, rememberTtl, browserSessionTtl, keys, cookieKeys } = s;
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
      openid: ['sub', 'amr', 'remember'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // The ID token carries the profile claims too (the access token is for the API, not userinfo).
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => origin === portalOrigin,
    findAccount: async (ctx, sub, token) => {
      const user = await findUser(sql, sub);
      if (!user || !user.enabled) return undefined;
      const remember = await rememberChoice(ctx, token);
      return { accountId: user.user_id, claims: () => ({ ...userClaims(user), ...(remember !== undefined && { remember }) }) };
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
      Session: (_ctx, session) => (session.transient ? browserSessionTtl : rememberTtl),
      Grant: rememberTtl,
      RefreshToken: (ctx, token, client) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) {
          return rotated.remainingTTL; // no lifetime extension through rotation
        }
        return rememberTtl;
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Access tokens carry the browser session's id, so the API can refuse them after sign-out.
    extraTokenClaims: (_ctx, token) => ('sessionUid' in token && token.sessionUid ? { sid: token.sessionUid } : undefined),
    features: {
      devInteractions: { enabled: s.devInteractions ?? false },
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


  return new Provider(issuer, configuration);
}

/**
 * The sign-in's 'Remember me' choice, for the ID token's `remember` claim: a session signed in
 * without it is transient (browser-session cookie). At the token endpoint the session is found
 * through the code's or refresh token's sessionUid.
 */
async function rememberChoice(ctx: KoaContextWithOIDC, token: unknown): Promise<boolean | undefined> {
  const sessionUid = (token as { sessionUid?: string } | undefined)?.sessionUid;
  const session = sessionUid ? await ctx.oidc.provider.Session.findByUid(sessionUid).catch(() => undefined) : ctx.oidc?.session;
  if (!session?.accountId) return undefined;
  return session.transient !== true;
}
