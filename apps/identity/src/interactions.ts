import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { findUser } from './accounts.js';
import { deliver, type AppContext } from './context.js';
import { isCurrentPassword, normalizeEmail, verifyCredentials } from './credentials.js';
import { issueCode, takeSendSlot, CODE_TTL_SECONDS } from './codes.js';
import { clientAddress, languageLinksFor, newNonce, pageHref, readForm, redirect, sendHtml, sleep } from './http.js';
import { pickLocale, translator, type Locale, type Translate } from './i18n.js';
import { beginEnrolment, confirmEnrolment, mfaEnabled, mfaRequired, pendingEnrolment, verifyMfa } from './mfa.js';
import { replacePassword } from './registration.js';
import { DEVICE_COOKIE, DEVICE_TTL_DAYS, readCookie, rememberDevice, touchDevice, trustedDevice, type AttemptSource } from './throttle.js';
import { loginSchema, mfaCodeSchema, newPasswordSchema, validate } from './validation.js';
import { esc, field, formPage, messagePage, signInPage } from './views.js';

export { newNonce, securityHeaders } from './http.js';

/** The spec's login rule (section 5) with translated messages; {} when valid. */
export function validateSignIn(email: string, password: string, t: Translate) {
  const v = validate(loginSchema, { email, password }, t);
  return v.ok ? {} : (v.errors as { email?: string; password?: string });
}

type Step = 'new_password' | 'mfa' | 'mfa_setup' | 'recovery_codes';

interface StepRow {
  user_id: string;
  remember: boolean;
  step: Step;
  amr: string[];
  data: { recoveryCodes?: string[] } | null;
  attempts: number;
}

export const MAX_MFA_ATTEMPTS = 5;

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Handles /interaction/:uid (sign-in page and the steps after the password) and its POST actions. */
export function createInteractionHandler(app: AppContext) {
  const { provider, sql, portalUrl, portalOrigin } = app;
  const send = (res: ServerResponse, status: number, html: string, nonce: string) => sendHtml(res, status, html, nonce, portalOrigin);

  const languageLinks = (uid: string) => languageLinksFor(`/interaction/${encodeURIComponent(uid)}`, {});

  const loadStep = async (uid: string) =>
    (
      await sql.query<StepRow>(
        `SELECT user_id, remember, step, amr, data, attempts FROM identity.login_steps WHERE uid = $1 AND expires_at > now()`,
        [uid],
      )
    ).rows[0];

  const saveStep = async (uid: string, row: Omit<StepRow, 'attempts'>) => {
    await sql.query(
      `INSERT INTO identity.login_steps (uid, user_id, remember, step, amr, data, attempts, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, 0, now() + interval '30 minutes')
       ON CONFLICT (uid) DO UPDATE SET user_id = EXCLUDED.user_id, remember = EXCLUDED.remember, step = EXCLUDED.step,
         amr = EXCLUDED.amr, data = EXCLUDED.data, attempts = 0, expires_at = EXCLUDED.expires_at`,
      [uid, row.user_id, row.remember, row.step, row.amr, row.data ? JSON.stringify(row.data) : null],
    );
  };
  const dropStep = (uid: string) => sql.query(`DELETE FROM identity.login_steps WHERE uid = $1`, [uid]);

  /** After the password (or an upstream provider): the next step the account still owes, if any. */
  async function nextStep(userId: string, mustChangePassword: boolean, done: Step[]): Promise<Step | undefined> {
    if (mustChangePassword && !done.includes('new_password')) return 'new_password';
    if (await mfaEnabled(sql, userId)) return done.includes('mfa') || done.includes('mfa_setup') ? undefined : 'mfa';
    if (await mfaRequired(sql, userId)) return 'mfa_setup';
    return undefined;
  }

  async function finish(req: IncomingMessage, res: ServerResponse, uid: string, userId: string, remember: boolean, amr: string[]) {
    await dropStep(uid);
    await provider.interactionFinished(req, res, { login: { accountId: userId, remember, amr } }, { mergeWithLastSubmission: false });
  }

  /** Goes to the next step (PRG: a redirect to the interaction page) or finishes the login. */
  async function proceed(req: IncomingMessage, res: ServerResponse, uid: string, s: { userId: string; remember: boolean; amr: string[]; mustChangePassword: boolean; done: Step[] }) {
    const step = await nextStep(s.userId, s.mustChangePassword, s.done);
    if (!step) {
      await finish(req, res, uid, s.userId, s.remember, s.amr);
      return;
    }
    await saveStep(uid, { user_id: s.userId, remember: s.remember, step, amr: s.amr, data: null });
    redirect(res, `/interaction/${encodeURIComponent(uid)}`);
  }

  const setDeviceCookie = (res: ServerResponse, value: string) => {
    const attrs = [`${DEVICE_COOKIE}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${DEVICE_TTL_DAYS * 86400}`];
    if (app.secureCookies) attrs.push('Secure');
    const prev = res.getHeader('set-cookie');
    res.setHeader('set-cookie', [...(Array.isArray(prev) ? prev : prev ? [String(prev)] : []), attrs.join('; ')]);
  };

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://identity.local');
    const [, , uid, action, arg] = url.pathname.split('/');
    const acceptLanguage = req.headers['accept-language'];
    const nonce = newNonce();

    let details: Details;
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

    const form = req.method === 'POST' ? await readForm(req) : new URLSearchParams();
    const locale: Locale = pickLocale({ lng: form.get('lng') ?? url.searchParams.get('lng'), uiLocales, acceptLanguage });
    const t = translator(locale);
    const self = `/interaction/${encodeURIComponent(uid)}`;
    const interactionTarget = { return: self };
    const address = clientAddress(req, app.trustProxy);

    const renderSignIn = (status: number, o: { email?: string; remember?: boolean; error?: string; fieldErrors?: { email?: string; password?: string }; notice?: { title: string; text: string } } = {}) =>
      send(
        res,
        status,
        signInPage({
          locale,
          t,
          nonce,
          action: `${self}/login`,
          languageLinks: languageLinks(uid),
          forgotPasswordHref: pageHref('/forgot-password', locale, interactionTarget),
          registerHref: pageHref('/register', locale, interactionTarget),
          social: app.federation.upstreams.map((u) => ({ id: u.id, name: u.name, href: `${self}/federated/${encodeURIComponent(u.id)}?lng=${locale}` })),
          email: o.email ?? (typeof details.params.login_hint === 'string' ? details.params.login_hint : ''),
          remember: o.remember,
          error: o.error,
          fieldErrors: o.fieldErrors,
          notice: o.notice,
        }),
        nonce,
      );

    const stepRow = await loadStep(uid);

    // ---- GET: the sign-in page, or the step the sign-in is waiting for ----
    if (req.method === 'GET' && !action) {
      if (stepRow) {
        await renderStep(stepRow, 200);
        return;
      }
      const notice = url.searchParams.get('reset') === 'done' ? { title: t('common.success'), text: t('reset.done') } : undefined;
      renderSignIn(200, { notice });
      return;
    }

    // ---- upstream providers ----
    if (req.method === 'GET' && action === 'federated' && arg) {
      const upstream = app.federation.find(decodeURIComponent(arg));
      if (!upstream) {
        res.statusCode = 404;
        res.end('Not Found');
        return;
      }
      try {
        redirect(res, await app.federation.start(upstream, uid), 302);
      } catch (err) {
        console.error('[identity] upstream', upstream.id, 'unavailable:', err instanceof Error ? err.message : err);
        renderSignIn(502, { error: t('error.federationFailed', { provider: upstream.name }) });
      }
      return;
    }
    if (req.method === 'GET' && action === 'federated-return') {
      const state = url.searchParams.get('state') ?? '';
      const code = url.searchParams.get('code') ?? '';
      const upstreamName = (await app.federation.upstreamOf(state))?.name ?? 'OpenID';
      let outcome: Awaited<ReturnType<AppContext['federation']['complete']>>;
      try {
        if (!code) throw new Error(url.searchParams.get('error') ?? 'no code');
        outcome = await app.federation.complete(state, code, uid);
      } catch (err) {
        console.warn('[identity] federated sign-in failed:', err instanceof Error ? err.message : err);
        renderSignIn(401, { error: t('error.federationFailed', { provider: upstreamName }) });
        return;
      }
      const userId = await app.federation.link(outcome.upstream.id, outcome.subject, outcome.email, outcome.emailVerified);
      const user = userId ? await findUser(sql, userId) : undefined;
      if (!user) {
        renderSignIn(403, { error: t('error.federationNoAccount', { provider: outcome.upstream.name }) });
        return;
      }
      if (!user.enabled) {
        renderSignIn(403, { error: t('error.accountDisabled') });
        return;
      }
      await proceed(req, res, uid, { userId: user.user_id, remember: false, amr: ['fed'], mustChangePassword: false, done: ['new_password'] });
      return;
    }

    if (req.method !== 'POST') {
      res.statusCode = 405;
      res.setHeader('allow', 'GET, POST');
      res.end('Method Not Allowed');
      return;
    }

    // ---- POST /login: the password ----
    if (action === 'login') {
      const email = (form.get('email') ?? '').trim();
      const password = form.get('password') ?? '';
      const remember = form.get('remember') === 'yes' || form.get('remember') === 'on';
      const v = validate(loginSchema, { email, password }, t);
      if (!v.ok) {
        renderSignIn(400, { email, remember, error: v.first, fieldErrors: v.errors });
        return;
      }
      if (stepRow) await dropStep(uid); // a new password attempt restarts the sign-in

      const accountKey = normalizeEmail(email);
      const known = await sql.query<{ user_id: string }>(`SELECT user_id FROM identity.credentials WHERE email = $1`, [accountKey]);
      const deviceCookie = readCookie(req.headers.cookie, DEVICE_COOKIE);
      const deviceId = known.rows[0] ? await trustedDevice(sql, deviceCookie, known.rows[0].user_id) : undefined;
      const src: AttemptSource = { accountKey, address, trustedDeviceId: deviceId };

      const lockedAnswer = (gate: { scope: 'account' | 'address'; until: Date }) => {
        const minutes = Math.max(1, Math.ceil((gate.until.getTime() - Date.now()) / 60_000));
        renderSignIn(429, {
          email,
          remember,
          error: gate.scope === 'account' ? t('error.accountLocked', { minutes }) : t('error.addressLocked', { minutes }),
        });
      };

      const gate = await app.guard.check(src);
      if (gate.locked) {
        lockedAnswer(gate);
        return;
      }
      if (gate.delayMs > 0) await sleep(gate.delayMs);

      const result = await verifyCredentials(sql, email, password);
      if (!result.ok) {
        const after = await app.guard.fail(src);
        if (after.locked) lockedAnswer(after);
        else renderSignIn(401, { email, remember, error: t('error.invalidCredentials') });
        return;
      }
      const user = await findUser(sql, result.userId);
      if (!user) {
        renderSignIn(401, { email, remember, error: t('error.invalidCredentials') });
        return;
      }
      await app.guard.succeed(src);
      if (!user.enabled) {
        renderSignIn(403, { email, remember, error: t('error.accountDisabled') });
        return;
      }
      if (!result.confirmed) {
        // The password was right, so telling the owner is safe: send a fresh code (cooldown permitting).
        if ((await takeSendSlot(sql, 'signup', accountKey)) === 0) {
          const code = await issueCode(sql, 'signup', accountKey, user.user_id);
          await deliver(app, { to: accountKey, subject: t('mail.signupSubject'), text: t('mail.signupText', { code, minutes: CODE_TTL_SECONDS / 60 }) });
        }
        redirect(res, pageHref('/register/confirm', locale, interactionTarget, { email: accountKey }));
        return;
      }
      if (deviceId) await touchDevice(sql, deviceId);
      else setDeviceCookie(res, await rememberDevice(sql, user.user_id));
      await proceed(req, res, uid, { userId: user.user_id, remember, amr: ['pwd'], mustChangePassword: result.mustChangePassword, done: [] });
      return;
    }

    if (action === 'cancel') {
      await dropStep(uid);
      redirect(res, `${self}?lng=${locale}`);
      return;
    }

    // ---- the steps after the password ----
    if (!stepRow || stepRow.step !== stepFor(action)) {
      // Out of order (or expired): start over at the sign-in page.
      redirect(res, `${self}?lng=${locale}`);
      return;
    }
    const base = { userId: stepRow.user_id, remember: stepRow.remember, amr: stepRow.amr };

    if (action === 'new-password') {
      const v = validate(newPasswordSchema, { newPassword: form.get('newPassword') ?? '' }, t);
      if (!v.ok) {
        await renderStep(stepRow, 400, { errors: v.errors });
        return;
      }
      if (await isCurrentPassword(sql, stepRow.user_id, v.data.newPassword)) {
        await renderStep(stepRow, 400, { errors: { newPassword: t('newPassword.sameAsOld') } });
        return;
      }
      await replacePassword(sql, stepRow.user_id, v.data.newPassword);
      await proceed(req, res, uid, { ...base, mustChangePassword: false, done: ['new_password'] });
      return;
    }

    if (action === 'mfa') {
      const v = validate(mfaCodeSchema, { code: form.get('code') ?? '' }, t);
      if (!v.ok) {
        await renderStep(stepRow, 400, { errors: v.errors });
        return;
      }
      const method = await verifyMfa(sql, stepRow.user_id, v.data.code);
      if (!method) {
        const { rows } = await sql.query<{ attempts: number }>(
          `UPDATE identity.login_steps SET attempts = attempts + 1 WHERE uid = $1 RETURNING attempts`,
          [uid],
        );
        if ((rows[0]?.attempts ?? MAX_MFA_ATTEMPTS) >= MAX_MFA_ATTEMPTS) {
          await dropStep(uid);
          const user = await findUser(sql, stepRow.user_id);
          if (user) await app.guard.fail({ accountKey: normalizeEmail(user.email), address });
          renderSignIn(401, { error: t('mfa.tooManyAttempts') });
          return;
        }
        await renderStep(stepRow, 401, { errors: { code: t('mfa.invalidCode') } });
        return;
      }
      await finish(req, res, uid, stepRow.user_id, stepRow.remember, [...new Set([...stepRow.amr, 'otp', 'mfa'])]);
      return;
    }

    if (action === 'mfa-setup') {
      const v = validate(mfaCodeSchema, { code: form.get('code') ?? '' }, t);
      const codes = v.ok ? await confirmEnrolment(sql, stepRow.user_id, v.data.code) : undefined;
      if (!codes) {
        await renderStep(stepRow, 400, { errors: { code: v.ok ? t('mfa.invalidCode') : (v.errors.code ?? v.first) } });
        return;
      }
      await saveStep(uid, { user_id: stepRow.user_id, remember: stepRow.remember, step: 'recovery_codes', amr: [...new Set([...stepRow.amr, 'otp', 'mfa'])], data: { recoveryCodes: codes } });
      redirect(res, `${self}?lng=${locale}`);
      return;
    }

    if (action === 'continue') {
      await finish(req, res, uid, stepRow.user_id, stepRow.remember, stepRow.amr);
      return;
    }

    res.statusCode = 404;
    res.end('Not Found');

    // ---- step pages ----
    async function renderStep(row: StepRow, status: number, o: { errors?: Record<string, string | undefined> } = {}) {
      const user = await findUser(sql, row.user_id);
      const cancel = `<form method="post" action="${esc(`${self}/cancel`)}" class="footer-links"><input type="hidden" name="lng" value="${locale}"><button type="submit" class="linkbtn">${esc(t('common.backToLogin'))}</button></form>`;
      const common = { locale, t, nonce, languageLinks: languageLinks(uid), after: cancel };
      if (row.step === 'new_password') {
        send(
          res,
          status,
          formPage({
            ...common,
            pageTitle: t('newPassword.pageTitle'),
            title: t('newPassword.title'),
            subtitle: t('newPassword.subtitle'),
            action: `${self}/new-password`,
            fields: field({ name: 'newPassword', type: 'password', label: t('newPassword.label'), required: true, minlength: 8, autocomplete: 'new-password', error: o.errors?.newPassword, autofocus: true, hint: t('register.passwordHint') }),
            submit: { label: t('newPassword.submit'), busyLabel: t('common.processing') },
          }),
          nonce,
        );
        return;
      }
      if (row.step === 'mfa') {
        send(
          res,
          status,
          formPage({
            ...common,
            pageTitle: t('mfa.pageTitle'),
            title: t('mfa.title'),
            subtitle: t('mfa.subtitle'),
            action: `${self}/mfa`,
            fields: field({ name: 'code', label: t('mfa.code'), required: true, autocomplete: 'one-time-code', inputmode: 'text', maxlength: 32, error: o.errors?.code, autofocus: true, hint: t('mfa.recoveryHint') }),
            submit: { label: t('mfa.submit'), busyLabel: t('common.processing') },
          }),
          nonce,
        );
        return;
      }
      const label = user?.email ?? row.user_id;
      if (row.step === 'mfa_setup') {
        const enrol = (status !== 200 && (await pendingEnrolment(sql, row.user_id, label))) || (await beginEnrolment(sql, row.user_id, label));
        send(res, status, mfaSetupPage({ ...common, action: `${self}/mfa-setup`, enrol, error: o.errors?.code, required: true }), nonce);
        return;
      }
      // recovery_codes
      send(
        res,
        status,
        formPage({
          ...common,
          after: '',
          pageTitle: t('mfaSetup.pageTitle'),
          title: t('mfaSetup.enabledTitle'),
          subtitle: t('mfaSetup.recoveryCodes'),
          action: `${self}/continue`,
          fields: recoveryCodesList(row.data?.recoveryCodes ?? []),
          submit: { label: t('common.continue'), busyLabel: t('common.processing') },
        }),
        nonce,
      );
    }
  };
}

function stepFor(action: string | undefined): Step | undefined {
  return action === 'new-password'
    ? 'new_password'
    : action === 'mfa'
      ? 'mfa'
      : action === 'mfa-setup'
        ? 'mfa_setup'
        : action === 'continue'
          ? 'recovery_codes'
          : undefined;
}

export const recoveryCodesList = (codes: string[]) =>
  `<ul class="codes" data-testid="recovery-codes">${codes.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>`;

/** The enrolment form: QR code (inline SVG data URL), the key for manual entry, the code field. */
export function mfaSetupPage(v: {
  locale: Locale;
  t: Translate;
  nonce: string;
  languageLinks: Record<Locale, string>;
  action: string;
  enrol: { secret: string; qrDataUrl: string };
  error?: string;
  required?: boolean;
  hidden?: Record<string, string>;
  after?: string;
  back?: { href: string; label: string };
  notices?: Array<{ kind: 'success' | 'error'; title: string; text: string }>;
}): string {
  const { t } = v;
  return formPage({
    locale: v.locale,
    t,
    nonce: v.nonce,
    languageLinks: v.languageLinks,
    back: v.back,
    notices: v.notices,
    pageTitle: t('mfaSetup.pageTitle'),
    title: t('mfaSetup.title'),
    subtitle: v.required ? t('mfaSetup.required') : undefined,
    before: `<p>${esc(t('mfaSetup.scan'))}</p>
  <img class="qr" src="${esc(v.enrol.qrDataUrl)}" alt="${esc(t('mfaSetup.qrAlt'))}" width="200" height="200" data-testid="mfa-qr">
  <p class="field-hint">${esc(t('mfaSetup.manual'))}</p>
  <p class="secret" data-testid="mfa-secret">${esc(v.enrol.secret)}</p>`,
    action: v.action,
    hidden: v.hidden,
    fields: field({ name: 'code', label: t('mfa.code'), required: true, autocomplete: 'one-time-code', inputmode: 'numeric', pattern: '[0-9 ]{6,7}', maxlength: 7, error: v.error, autofocus: true }),
    submit: { label: t('mfaSetup.submit'), busyLabel: t('common.processing') },
    after: v.after,
  });
}

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
