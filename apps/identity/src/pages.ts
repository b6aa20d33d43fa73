/**
 * The provider's own credential pages (a hosted login, like Cognito's hosted UI): registration and
 * its confirmation, password reset, the MFA page of a signed-in user, the developer outbox and the
 * upstream providers' callback. Every page takes `lng` (en/de) and a return target: `return`
 * (a pending /interaction/<uid> of this provider) or `redirectTo` (a portal path for /auth/login).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findUser } from './accounts.js';
import { deliver, type AppContext } from './context.js';
import { issueCode, takeSendSlot, verifyCode, CODE_TTL_SECONDS } from './codes.js';
import {
  isLoopbackRequest,
  languageLinksFor,
  loginHref,
  newNonce,
  pageHref,
  readForm,
  readReturnTarget,
  redirect,
  sendHtml,
  targetFields,
  type ReturnTarget,
} from './http.js';
import { pickLocale, translator, type Locale, type Translate } from './i18n.js';
import { mfaSetupPage, recoveryCodesList } from './interactions.js';
import { readOutbox } from './mail.js';
import { beginEnrolment, confirmEnrolment, disableMfa, mfaEnabled, mfaRequired, pendingEnrolment, verifyMfa } from './mfa.js';
import { registrationTenant } from './policy.js';
import { confirmAccount, registerAccount, replacePassword, revokeUserSessions, unconfirmedUser } from './registration.js';
import { clearFailures } from './throttle.js';
import { confirmSchema, pick, registrationSchema, resetConfirmSchema, resetRequestSchema, validate, type FieldErrors } from './validation.js';
import { esc, field, formPage, messagePage } from './views.js';

type Notice = { kind: 'success' | 'error'; title: string; text: string };

export const PAGE_PATHS = ['/register', '/signup', '/register/confirm', '/register/resend', '/forgot-password', '/reset-password', '/account/mfa', '/dev/outbox', '/federated/callback'] as const;

export function createPageHandler(app: AppContext) {
  const { sql, portalUrl, portalOrigin } = app;

  return async function handlePage(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://identity.local');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    if (!(PAGE_PATHS as readonly string[]).includes(path)) return false;

    const form = req.method === 'POST' ? await readForm(req) : new URLSearchParams();
    const get = (name: string) => (req.method === 'POST' ? (form.get(name) ?? url.searchParams.get(name)) : url.searchParams.get(name));
    const locale: Locale = pickLocale({ lng: get('lng'), acceptLanguage: req.headers['accept-language'] });
    const t = translator(locale);
    const target = readReturnTarget(get);
    const nonce = newNonce();
    const send = (status: number, html: string) => sendHtml(res, status, html, nonce, portalOrigin);
    const back = { href: loginHref(target, portalUrl), label: t('common.backToLogin') };
    const ok = (text: string): Notice => ({ kind: 'success', title: t('common.success'), text });
    const fail = (text: string): Notice => ({ kind: 'error', title: t('common.error'), text });

    if (req.method !== 'GET' && req.method !== 'POST') {
      res.statusCode = 405;
      res.setHeader('allow', 'GET, POST');
      res.end('Method Not Allowed');
      return true;
    }

    // ---------------------------------------------------------------- registration
    const registerPage = (status: number, o: { values?: Record<string, string | undefined>; errors?: FieldErrors; notices?: Notice[] } = {}) =>
      send(
        status,
        formPage({
          locale,
          t,
          nonce,
          pageTitle: t('register.pageTitle'),
          title: t('register.title'),
          subtitle: t('register.subtitle'),
          back,
          notices: o.notices,
          action: '/register',
          hidden: targetFields(target),
          languageLinks: languageLinksFor(path, target),
          fields: [
            field({ name: 'email', type: 'email', label: t('register.email'), required: true, autocomplete: 'email', value: o.values?.email, error: o.errors?.email, autofocus: !o.values?.email }),
            field({ name: 'password', type: 'password', label: t('register.password'), required: true, minlength: 8, autocomplete: 'new-password', hint: t('register.passwordHint'), error: o.errors?.password }),
            `<div class="row2">${field({ name: 'firstName', label: t('register.firstName'), required: true, minlength: 2, autocomplete: 'given-name', value: o.values?.firstName, error: o.errors?.firstName })}${field({ name: 'lastName', label: t('register.lastName'), required: true, minlength: 2, autocomplete: 'family-name', value: o.values?.lastName, error: o.errors?.lastName })}</div>`,
            `<div class="row2">${field({ name: 'teamId', label: t('register.teamId'), optionalLabel: t('common.optional'), value: o.values?.teamId, error: o.errors?.teamId })}${field({ name: 'teamName', label: t('register.teamName'), optionalLabel: t('common.optional'), value: o.values?.teamName, error: o.errors?.teamName })}</div>`,
          ].join('\n'),
          submit: { label: t('register.submit'), busyLabel: t('common.processing') },
          after: `<p class="footer-links">${esc(t('register.haveAccount'))} <a href="${esc(back.href)}">${esc(t('register.signIn'))}</a></p>`,
        }),
      );

    const confirmPage = (status: number, email: string, o: { errors?: FieldErrors; notices?: Notice[] } = {}) =>
      send(
        status,
        formPage({
          locale,
          t,
          nonce,
          pageTitle: t('confirm.pageTitle'),
          title: t('confirm.title'),
          subtitle: email ? t('confirm.subtitle', { email }) : undefined,
          back,
          notices: o.notices,
          action: '/register/confirm',
          hidden: { ...targetFields(target), ...(email ? { email } : {}) },
          languageLinks: languageLinksFor('/register/confirm', target, email ? { email } : {}),
          fields: [
            email ? '' : field({ name: 'email', type: 'email', label: t('register.email'), required: true, autocomplete: 'email', error: o.errors?.email }),
            field({ name: 'code', label: t('confirm.code'), required: true, inputmode: 'numeric', pattern: '[0-9 ]{6,7}', maxlength: 7, autocomplete: 'one-time-code', error: o.errors?.code, autofocus: true }),
          ].join('\n'),
          submit: { label: t('confirm.submit'), busyLabel: t('common.processing') },
          after: email
            ? `<form method="post" action="/register/resend" class="footer-links" data-busy>
    <input type="hidden" name="lng" value="${locale}">${Object.entries({ ...targetFields(target), email })
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('')}
    <button type="submit" class="linkbtn" id="resend" data-busy-label="${esc(t('common.processing'))}">${esc(t('confirm.resend'))}</button>
  </form>`
            : '',
        }),
      );

    if ((path === '/register' || path === '/signup') && req.method === 'GET') {
      registerPage(200);
      return true;
    }

    if (path === '/register' && req.method === 'POST') {
      const values = pick(form, ['email', 'password', 'firstName', 'lastName', 'teamId', 'teamName']);
      const shown = { ...values, password: undefined };
      const v = validate(registrationSchema, values, t);
      if (!v.ok) {
        registerPage(400, { values: shown, errors: v.errors, notices: [fail(v.first)] });
        return true;
      }
      const tenant = await registrationTenant(sql, v.data.email, app.defaultTenantId);
      if (!tenant.ok) {
        const text = tenant.reason === 'disabled' ? t('register.disabled') : t('register.domainNotAllowed');
        registerPage(403, { values: shown, notices: [fail(text)] });
        return true;
      }
      try {
        const outcome = await registerAccount(sql, v.data, tenant.tenantId);
        if ((await takeSendSlot(sql, 'signup', v.data.email)) === 0) {
          if (outcome.kind === 'pending') {
            const code = await issueCode(sql, 'signup', v.data.email, outcome.userId);
            await deliver(app, { to: v.data.email, subject: t('mail.signupSubject'), text: t('mail.signupText', { code, minutes: CODE_TTL_SECONDS / 60 }) });
          } else {
            // Same answer as for a new address; the owner learns by mail that they have an account.
            await issueCode(sql, 'signup', v.data.email, null);
            await deliver(app, { to: v.data.email, subject: t('mail.existsSubject'), text: t('mail.existsText') });
          }
        }
      } catch (err) {
        console.error('[identity] registration failed:', err instanceof Error ? err.message : err);
        registerPage(500, { values: shown, notices: [fail(t('register.failed'))] });
        return true;
      }
      redirect(res, pageHref('/register/confirm', locale, target, { email: v.data.email }));
      return true;
    }

    if (path === '/register/confirm' && req.method === 'GET') {
      const email = (url.searchParams.get('email') ?? '').trim().toLowerCase();
      confirmPage(200, email);
      return true;
    }

    if (path === '/register/confirm' && req.method === 'POST') {
      const v = validate(confirmSchema, pick(form, ['email', 'code']), t);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      if (!v.ok) {
        confirmPage(400, v.errors.email ? '' : email, { errors: v.errors, notices: [fail(v.first)] });
        return true;
      }
      const check = await verifyCode(sql, 'signup', v.data.email, v.data.code);
      if (!check.ok) {
        const text = check.reason === 'expired' ? t('confirm.expiredCode') : t('confirm.invalidCode');
        confirmPage(400, v.data.email, { errors: { code: text }, notices: [fail(text)] });
        return true;
      }
      await confirmAccount(sql, check.userId);
      send(
        200,
        messagePage({
          locale,
          nonce,
          title: t('confirm.doneTitle'),
          text: t('confirm.doneText'),
          role: 'status',
          notice: ok(t('confirm.doneTitle')),
          link: { href: loginHref(target, portalUrl), label: t('confirm.signIn') },
        }),
      );
      return true;
    }

    if (path === '/register/resend' && req.method === 'POST') {
      const v = validate(resetRequestSchema, pick(form, ['email']), t);
      if (!v.ok) {
        confirmPage(400, '', { errors: v.errors, notices: [fail(v.first)] });
        return true;
      }
      const email = v.data.email;
      const wait = await takeSendSlot(sql, 'signup', email);
      if (wait > 0) {
        confirmPage(429, email, { notices: [fail(t('confirm.cooldown', { seconds: wait }))] });
        return true;
      }
      const userId = await unconfirmedUser(sql, email);
      const code = await issueCode(sql, 'signup', email, userId);
      if (userId) await deliver(app, { to: email, subject: t('mail.signupSubject'), text: t('mail.signupText', { code, minutes: CODE_TTL_SECONDS / 60 }) });
      confirmPage(200, email, { notices: [ok(t('confirm.resent'))] });
      return true;
    }

    // ---------------------------------------------------------------- password reset
    const resetPage = (status: number, stage: 1 | 2, o: { email?: string; errors?: FieldErrors; notices?: Notice[] } = {}) =>
      send(
        status,
        formPage({
          locale,
          t,
          nonce,
          pageTitle: t('reset.pageTitle'),
          title: t('reset.title'),
          subtitle: stage === 1 ? t('reset.stage1') : t('reset.stage2'),
          back,
          notices: o.notices,
          action: '/forgot-password',
          hidden: { ...targetFields(target), stage: stage === 1 ? 'request' : 'reset', ...(stage === 2 ? { email: o.email ?? '' } : {}) },
          languageLinks: languageLinksFor('/forgot-password', target),
          fields:
            stage === 1
              ? field({ name: 'email', type: 'email', label: t('reset.email'), required: true, autocomplete: 'email', value: o.email, error: o.errors?.email, autofocus: true })
              : [
                  `<p class="field-hint" data-testid="reset-email">${esc(o.email ?? '')}</p>`,
                  field({ name: 'code', label: t('reset.code'), required: true, inputmode: 'numeric', maxlength: 7, autocomplete: 'one-time-code', error: o.errors?.code, autofocus: true }),
                  field({ name: 'newPassword', type: 'password', label: t('reset.newPassword'), required: true, minlength: 8, autocomplete: 'new-password', error: o.errors?.newPassword }),
                ].join('\n'),
          submit: { label: stage === 1 ? t('reset.sendCode') : t('reset.submit'), busyLabel: t('common.processing') },
          after:
            stage === 2
              ? `<form method="post" action="/forgot-password" class="footer-links" data-busy>
    <input type="hidden" name="lng" value="${locale}"><input type="hidden" name="stage" value="request">${Object.entries({ ...targetFields(target), email: o.email ?? '' })
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('')}
    <button type="submit" class="linkbtn" id="resend" data-busy-label="${esc(t('common.processing'))}">${esc(t('reset.resend'))}</button>
  </form>`
              : '',
        }),
      );

    if ((path === '/forgot-password' || path === '/reset-password') && req.method === 'GET') {
      const email = url.searchParams.get('email') ?? '';
      resetPage(200, 1, { email });
      return true;
    }

    if (path === '/forgot-password' || path === '/reset-password') {
      const stage = form.get('stage') === 'reset' ? 2 : 1;
      if (stage === 1) {
        const v = validate(resetRequestSchema, pick(form, ['email']), t);
        if (!v.ok) {
          resetPage(400, 1, { email: form.get('email') ?? '', errors: v.errors, notices: [fail(v.first)] });
          return true;
        }
        const email = v.data.email;
        const wait = await takeSendSlot(sql, 'reset', email);
        if (wait > 0) {
          resetPage(429, 2, { email, notices: [fail(t('confirm.cooldown', { seconds: wait }))] });
          return true;
        }
        try {
          const { rows } = await sql.query<{ user_id: string }>(
            `SELECT c.user_id FROM identity.credentials c JOIN public.users u ON u.user_id = c.user_id WHERE c.email = $1 AND u.enabled`,
            [email],
          );
          const userId = rows[0]?.user_id ?? null;
          const code = await issueCode(sql, 'reset', email, userId); // a decoy when there is no account
          if (userId) await deliver(app, { to: email, subject: t('mail.resetSubject'), text: t('mail.resetText', { code, minutes: CODE_TTL_SECONDS / 60 }) });
        } catch (err) {
          console.error('[identity] reset code failed:', err instanceof Error ? err.message : err);
          resetPage(502, 1, { email, notices: [fail(t('reset.sendFailed'))] });
          return true;
        }
        resetPage(200, 2, { email, notices: [ok(t('reset.codeSent'))] });
        return true;
      }
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const v = validate(resetConfirmSchema, pick(form, ['email', 'code', 'newPassword']), t);
      if (!v.ok) {
        if (v.errors.email) resetPage(400, 1, { email, errors: v.errors, notices: [fail(v.first)] });
        else resetPage(400, 2, { email, errors: v.errors, notices: [fail(v.first)] });
        return true;
      }
      try {
        const check = await verifyCode(sql, 'reset', v.data.email, v.data.code);
        if (!check.ok) {
          const text = check.reason === 'expired' ? t('confirm.expiredCode') : t('confirm.invalidCode');
          resetPage(400, 2, { email, errors: { code: text }, notices: [fail(text)] });
          return true;
        }
        await replacePassword(sql, check.userId, v.data.newPassword);
        await revokeUserSessions(sql, check.userId);
        await clearFailures(sql, v.data.email);
      } catch (err) {
        console.error('[identity] reset failed:', err instanceof Error ? err.message : err);
        resetPage(500, 2, { email, notices: [fail(t('reset.failed'))] });
        return true;
      }
      const next = target.return ? `${target.return}?lng=${locale}&reset=done` : loginHref(target, portalUrl);
      send(
        200,
        messagePage({
          locale,
          nonce,
          title: t('reset.title'),
          text: '',
          notice: ok(t('reset.done')),
          link: { href: next, label: t('common.backToLogin') },
          refresh: { seconds: 3, href: next },
        }),
      );
      return true;
    }

    // ---------------------------------------------------------------- account: MFA
    if (path === '/account/mfa') {
      await accountMfa(app, req, res, { form, locale, t, target, nonce, send, ok, fail, url });
      return true;
    }

    // ---------------------------------------------------------------- developer outbox
    if (path === '/dev/outbox') {
      // Off unless turned on explicitly, and then only for this machine: the codes let anyone take over accounts.
      if (!app.devOutbox || req.method !== 'GET' || !isLoopbackRequest(req)) {
        res.statusCode = 404;
        res.end('Not Found');
        return true;
      }
      const messages = await readOutbox(sql, url.searchParams.get('email') ?? undefined, 100);
      if (url.searchParams.get('format') === 'json' || String(req.headers.accept ?? '').startsWith('application/json')) {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify({ messages }));
        return true;
      }
      const rows = messages
        .map((m) => `<li><strong>${esc(m.subject)}</strong><br><span class="field-hint">${esc(m.to)} · ${esc(m.createdAt.toISOString())}</span><p>${esc(m.text)}</p></li>`)
        .join('');
      send(200, messagePage({ locale, nonce, title: 'Outbox (development)', text: `${messages.length} message(s), newest first. Filter with ?email=`, extraHtml: `<ol>${rows}</ol>` }));
      return true;
    }

    // ---------------------------------------------------------------- upstream callback
    if (path === '/federated/callback' && req.method === 'GET') {
      const state = url.searchParams.get('state') ?? '';
      const uid = state ? await app.federation.interactionOf(state) : undefined;
      if (!uid) {
        send(400, messagePage({ locale, nonce, title: t('error.generic'), text: t('error.sessionExpired'), role: 'alert', link: { href: `${portalUrl}/auth/login`, label: t('error.backToPortal') } }));
        return true;
      }
      // The interaction cookie is scoped to /interaction/<uid>: continue there.
      redirect(res, `/interaction/${encodeURIComponent(uid)}/federated-return?${url.searchParams.toString()}`, 302);
      return true;
    }

    res.statusCode = 405;
    res.end('Method Not Allowed');
    return true;
  };
}

interface PageKit {
  form: URLSearchParams;
  locale: Locale;
  t: Translate;
  target: ReturnTarget;
  nonce: string;
  url: URL;
  send: (status: number, html: string) => void;
  ok: (text: string) => Notice;
  fail: (text: string) => Notice;
}

const csrfToken = (secret: string, sessionId: string) => createHmac('sha256', secret).update(`mfa:${sessionId}`).digest('base64url');

/**
 * GET/POST /account/mfa for a signed-in provider session: turn the authenticator app on (QR code,
 * code, recovery codes shown once) or off (with a current code, unless the tenant requires MFA).
 * `redirectTo` is the portal page to go back to (e.g. /app/profile).
 */
async function accountMfa(app: AppContext, req: IncomingMessage, res: ServerResponse, k: PageKit): Promise<void> {
  const { sql, portalUrl, provider } = app;
  const { t, locale, send, target } = k;
  const ctx = provider.createContext(req, res);
  const session = await provider.Session.get(ctx as never);
  const accountId = session?.accountId;
  const user = accountId ? await findUser(sql, accountId) : undefined;
  const portalBack = { href: `${portalUrl}${target.redirectTo ?? '/app/profile'}`, label: t('mfaSetup.backToPortal') };
  if (!session || !user || !user.enabled) {
    send(401, messagePage({ locale, nonce: k.nonce, title: t('mfaSetup.title'), text: t('mfaSetup.signInFirst'), role: 'alert', link: { href: `${portalUrl}/auth/login?redirectTo=${encodeURIComponent(target.redirectTo ?? '/app/profile')}`, label: t('common.backToLogin') } }));
    return;
  }
  const csrf = csrfToken(app.secret, String(session.jti));
  const hidden = { csrf, ...(target.redirectTo ? { redirectTo: target.redirectTo } : {}) };
  const links = languageLinksFor('/account/mfa', { redirectTo: target.redirectTo });
  const enabled = await mfaEnabled(sql, user.user_id);

  const statusPage = (status: number, o: { error?: string; notices?: Notice[] } = {}) =>
    send(
      status,
      formPage({
        locale,
        t,
        nonce: k.nonce,
        pageTitle: t('mfaSetup.pageTitle'),
        title: t('mfaSetup.pageTitle'),
        subtitle: t('mfaSetup.statusOn'),
        back: portalBack,
        notices: o.notices,
        action: '/account/mfa',
        hidden: { ...hidden, op: 'disable' },
        languageLinks: links,
        before: `<p class="field-hint">${esc(t('mfaSetup.disableHint'))}</p>`,
        fields: field({ name: 'code', label: t('mfa.code'), required: true, autocomplete: 'one-time-code', maxlength: 32, error: o.error }),
        submit: { label: t('mfaSetup.disable'), busyLabel: t('common.processing') },
      }),
    );
  const enrolPage = async (status: number, o: { error?: string; fresh?: boolean; notices?: Notice[] } = {}) => {
    const enrol = (!o.fresh && (await pendingEnrolment(sql, user.user_id, user.email))) || (await beginEnrolment(sql, user.user_id, user.email));
    send(status, mfaSetupPage({ locale, t, nonce: k.nonce, languageLinks: links, action: '/account/mfa', enrol, error: o.error, hidden: { ...hidden, op: 'enable' }, back: portalBack, notices: o.notices }));
  };

  if (req.method === 'GET') {
    if (enabled) statusPage(200);
    else await enrolPage(200, { fresh: true });
    return;
  }

  const given = Buffer.from(k.form.get('csrf') ?? '');
  const expected = Buffer.from(csrf);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    send(403, messagePage({ locale, nonce: k.nonce, title: t('error.generic'), text: t('error.badRequest'), role: 'alert', link: { href: pageHref('/account/mfa', locale, { redirectTo: target.redirectTo }), label: t('common.continue') } }));
    return;
  }
  const code = (k.form.get('code') ?? '').trim();
  const op = k.form.get('op');
  if (op === 'enable' && !enabled) {
    const codes = code ? await confirmEnrolment(sql, user.user_id, code) : undefined;
    if (!codes) {
      await enrolPage(400, { error: code ? t('mfa.invalidCode') : t('validation.codeRequired') });
      return;
    }
    send(
      200,
      messagePage({
        locale,
        nonce: k.nonce,
        title: t('mfaSetup.enabledTitle'),
        text: t('mfaSetup.recoveryCodes'),
        notice: k.ok(t('mfaSetup.enabledTitle')),
        extraHtml: recoveryCodesList(codes),
        link: portalBack,
      }),
    );
    return;
  }
  if (op === 'disable' && enabled) {
    if (await mfaRequired(sql, user.user_id)) {
      statusPage(403, { notices: [k.fail(t('mfaSetup.cannotDisable'))] });
      return;
    }
    if (!code || !(await verifyMfa(sql, user.user_id, code))) {
      statusPage(400, { error: code ? t('mfa.invalidCode') : t('validation.mfaCodeRequired') });
      return;
    }
    await disableMfa(sql, user.user_id);
    await enrolPage(200, { fresh: true, notices: [k.ok(t('mfaSetup.disabled'))] });
    return;
  }
  redirect(res, pageHref('/account/mfa', locale, { redirectTo: target.redirectTo }));
}
