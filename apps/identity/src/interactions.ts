import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { findUser } from './accounts.js';
import { LOCKOUT_SECONDS, verifyCredentials } from './credentials.js';
import { LOCALES, pickLocale, translator, type Locale, type Translate } from './i18n.js';
import type { SqlClient } from './sql.js';
import { messagePage, signInPage } from './views.js';

export const newNonce = () => randomBytes(16).toString('base64');

/** Headers of every HTML page we render: strict CSP with a per-response nonce, no framing, no caching. */
export function securityHeaders(nonce: string, portalOrigin: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "img-src 'self' data:",
      `form-action 'self' ${portalOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

const MAX_BODY = 16 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = String(req.headers['content-type'] ?? '');
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw Object.assign(new Error('request body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

// Same rule as the portal's login schema (spec section 5): a valid e-mail, password >= 8 characters.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSignIn(email: string, password: string, t: Translate) {
  const fieldErrors: { email?: string; password?: string } = {};
  if (!EMAIL_RE.test(email) || email.length > 254) fieldErrors.email = t('error.invalidEmail');
  if (!password) fieldErrors.password = t('error.passwordRequired');
  else if (password.length < 8) fieldErrors.password = t('error.passwordTooShort');
  return fieldErrors;
}

interface Deps {
  provider: Provider;
  sql: SqlClient;
  portalUrl: string;
  portalOrigin: string;
}

/** Handles GET /interaction/:uid (the sign-in page) and POST /interaction/:uid/login. */
export function createInteractionHandler({ provider, sql, portalUrl, portalOrigin }: Deps) {
  const send = (res: ServerResponse, status: number, html: string, nonce: string) => {
    res.statusCode = status;
    for (const [k, v] of Object.entries(securityHeaders(nonce, portalOrigin))) res.setHeader(k, v);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(html);
  };

  const languageLinks = (uid: string) =>
    Object.fromEntries(LOCALES.map((l) => [l, `/interaction/${encodeURIComponent(uid)}?lng=${l}`])) as Record<Locale, string>;

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://identity.local');
    const [, , uid, action] = url.pathname.split('/');
    const acceptLanguage = req.headers['accept-language'];
    const nonce = newNonce();

    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch (err) {
      if (!(err instanceof errors.SessionNotFound)) throw err;
      const locale = pickLocale({ lng: url.searchParams.get('lng'), acceptLanguage });
      const t = translator(locale);
      send(
        res,
        400,
        messagePage({
          locale,
          nonce,
          title: t('error.generic'),
          text: t('error.sessionExpired'),
          role: 'alert',
          link: { href: `${portalUrl}/auth/login`, label: t('error.backToPortal') },
        }),
        nonce,
      );
      return;
    }
    if (!uid || details.uid !== uid) {
      res.statusCode = 404;
      res.end('Not Found');
      return;
    }

    const uiLocales = typeof details.params.ui_locales === 'string' ? details.params.ui_locales : undefined;
    const prompt = details.prompt.name;

    // Consent for the first-party client is implicit: loadExistingGrant grants what is asked.
    // Should the consent prompt still come up (e.g. prompt=consent), finish it without a screen.
    if (prompt === 'consent') {
      const grantId = await grantEverythingRequested(provider, details);
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    if (prompt !== 'login') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'interaction_required', error_description: `unsupported prompt ${prompt}` },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    if (req.method === 'GET' && !action) {
      const locale = pickLocale({ lng: url.searchParams.get('lng'), uiLocales, acceptLanguage });
      const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      send(
        res,
        200,
        signInPage({
          locale,
          t: translator(locale),
          nonce,
          action: `/interaction/${encodeURIComponent(uid)}/login`,
          languageLinks: languageLinks(uid),
          portalUrl,
          email: loginHint,
        }),
        nonce,
      );
      return;
    }

    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const locale = pickLocale({ lng: form.get('lng'), uiLocales, acceptLanguage });
      const t = translator(locale);
      const email = (form.get('email') ?? '').trim();
      const password = form.get('password') ?? '';
      const remember = form.get('remember') === 'yes' || form.get('remember') === 'on';
      const render = (status: number, error: string, fieldErrors?: { email?: string; password?: string }) =>
        send(
          res,
          status,
          signInPage({
            locale,
            t,
            nonce,
            action: `/interaction/${encodeURIComponent(uid)}/login`,
            languageLinks: languageLinks(uid),
            portalUrl,
            email,
            remember,
            error,
            fieldErrors,
          }),
          nonce,
        );

      const fieldErrors = validateSignIn(email, password, t);
      if (fieldErrors.email || fieldErrors.password) {
        render(400, (fieldErrors.email ?? fieldErrors.password) as string, fieldErrors);
        return;
      }

      const result = await verifyCredentials(sql, email, password);
      if (!result.ok) {
        if (result.reason === 'locked') {
          const minutes = Math.max(1, Math.ceil((result.lockedUntil.getTime() - Date.now()) / 60_000));
          render(429, t('error.accountLocked', { minutes: Math.min(minutes, Math.ceil(LOCKOUT_SECONDS / 60)) }));
        } else {
          render(401, t('error.invalidCredentials'));
        }
        return;
      }
      const user = await findUser(sql, result.userId);
      if (!user) {
        render(401, t('error.invalidCredentials'));
        return;
      }
      if (!user.enabled) {
        render(403, t('error.accountDisabled'));
        return;
      }
      // result.mustChangePassword: the "new password required" step comes with issue 4.
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.user_id, remember, amr: ['pwd'] } },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    res.statusCode = 405;
    res.setHeader('allow', 'GET, POST');
    res.end('Method Not Allowed');
  };
}

async function grantEverythingRequested(
  provider: Provider,
  details: Awaited<ReturnType<Provider['interactionDetails']>>,
): Promise<string> {
  const { accountId } = details.session ?? {};
  const clientId = details.params.client_id as string;
  const grant = details.grantId
    ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
    : new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
