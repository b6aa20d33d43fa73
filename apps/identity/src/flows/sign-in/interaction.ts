/**
 * One request to a pending OIDC interaction (/interaction/:uid...). oidc-provider reads and writes
 * the raw request and response (cookies, the redirect back to the client), so these routes hand
 * the response over (reply.hijack()) and answer on it directly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { AppContext } from '../../context.js';
import { writeError, notFound } from '../../errors.js';
import { languageLinksFor, newNonce, pageHref, redirect, sendHtml } from '../../http.js';
import { pickLocale, translator, type Locale, type Translate } from '../../i18n.js';
import { formOf, requestUrl } from '../../page.js';
import { messagePage, signInPage } from '../../views.js';

export type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface SignInForm {
  email?: string;
  remember?: boolean;
  error?: string;
  fieldErrors?: { email?: string; password?: string };
  notice?: { title: string; text: string };
}

export interface Interaction {
  app: AppContext;
  req: IncomingMessage;
  res: ServerResponse;
  uid: string;
  details: Details;
  url: URL;
  form: URLSearchParams;
  locale: Locale;
  t: Translate;
  nonce: string;
  /** /interaction/<uid> */
  self: string;
  /** The client address (brute-force limits per address): the rightmost untrusted X-Forwarded-For hop. */
  address: string;
  languageLinks: Record<Locale, string>;
  send(status: number, html: string): void;
  redirect(location: string, status?: number): void;
  renderSignIn(status: number, o?: SignInForm): void;
}

/**
 * A route of the interaction: hijacks the reply, opens the interaction and runs `handle` when it
 * is a sign-in; errors are answered on the raw response.
 */
export function interactionRoute(app: AppContext, handle: (i: Interaction, params: Record<string, string>) => Promise<void>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.hijack();
    try {
      const params = request.params as Record<string, string>;
      const i = await openInteraction(app, request, reply.raw, params.uid ?? '');
      if (i) await handle(i, params);
    } catch (err) {
      writeError(reply.raw, err);
    }
  };
}

/**
 * Loads the interaction. Answers itself (and returns undefined) when it expired (400 page), when the
 * uid is not the browser's (404), or when the prompt is not a login: consent is granted without a
 * screen (first-party client), other prompts end with interaction_required.
 */
async function openInteraction(app: AppContext, request: FastifyRequest, res: ServerResponse, uid: string): Promise<Interaction | undefined> {
  const { provider, portalUrl, portalOrigin } = app;
  const req = request.raw;
  const url = requestUrl(request);
  const acceptLanguage = req.headers['accept-language'];
  const nonce = newNonce();
  const send = (status: number, html: string) => sendHtml(res, status, html, nonce, portalOrigin);

  let details: Details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch (err) {
    if (!(err instanceof errors.SessionNotFound)) throw err;
    const locale = pickLocale({ lng: url.searchParams.get('lng'), acceptLanguage });
    const t = translator(locale);
    send(400, messagePage({ locale, nonce, title: t('error.generic'), text: t('error.sessionExpired'), role: 'alert', link: { href: `${portalUrl}/auth/login`, label: t('error.backToPortal') } }));
    return undefined;
  }
  if (!uid || details.uid !== uid) throw notFound();

  const prompt = details.prompt.name;
  if (prompt === 'consent') {
    const grantId = await grantEverythingRequested(provider, details);
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return undefined;
  }
  if (prompt !== 'login') {
    await provider.interactionFinished(req, res, { error: 'interaction_required', error_description: `unsupported prompt ${prompt}` }, { mergeWithLastSubmission: false });
    return undefined;
  }

  const form = formOf(request);
  const uiLocales = typeof details.params.ui_locales === 'string' ? details.params.ui_locales : undefined;
  const locale = pickLocale({ lng: form.get('lng') ?? url.searchParams.get('lng'), uiLocales, acceptLanguage });
  const t = translator(locale);
  const self = `/interaction/${encodeURIComponent(uid)}`;
  const languageLinks = languageLinksFor(self, {});
  const interactionTarget = { return: self };

  return {
    app,
    req,
    res,
    uid,
    details,
    url,
    form,
    locale,
    t,
    nonce,
    self,
    address: request.ip,
    languageLinks,
    send,
    redirect: (location, status) => redirect(res, location, status),
    renderSignIn: (status, o = {}) =>
      send(
        status,
        signInPage({
          locale,
          t,
          nonce,
          action: `${self}/login`,
          languageLinks,
          forgotPasswordHref: pageHref('/forgot-password', locale, interactionTarget),
          registerHref: pageHref('/register', locale, interactionTarget),
          social: app.federation.upstreams.map((u) => ({ id: u.id, name: u.name, href: `${self}/federated/${encodeURIComponent(u.id)}?lng=${locale}` })),
          email: o.email ?? (typeof details.params.login_hint === 'string' ? details.params.login_hint : ''),
          remember: o.remember,
          error: o.error,
          fieldErrors: o.fieldErrors,
          notice: o.notice,
        }),
      ),
  };
}

/** Consent for the first-party client is implicit: grant what the prompt says is missing. */
async function grantEverythingRequested(provider: Provider, details: Details): Promise<string> {
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
