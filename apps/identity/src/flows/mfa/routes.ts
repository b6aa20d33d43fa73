/**
 * GET/POST /account/mfa for a signed-in provider session: turn the authenticator app on (QR code,
 * code, recovery codes shown once) or off (with a current code, unless the tenant requires MFA).
 * `redirectTo` is the portal page to go back to (e.g. /app/profile). POSTs carry a CSRF token bound
 * to the provider session.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findUser } from '../../accounts.js';
import type { AppContext } from '../../context.js';
import { languageLinksFor, pageHref } from '../../http.js';
import { beginEnrolment, confirmEnrolment, disableMfa, mfaEnabled, mfaRequired, pendingEnrolment, verifyMfa } from '../../mfa.js';
import { openPage, redirectTo, type Notice } from '../../page.js';
import { esc, field, formPage, messagePage } from '../../views.js';
import { pageRoute } from '../routing.js';
import { mfaSetupPage, recoveryCodesList } from './views.js';

const csrfToken = (secret: string, sessionId: string) => createHmac('sha256', secret).update(`mfa:${sessionId}`).digest('base64url');

export function accountMfaRoutes(scope: FastifyInstance, app: AppContext): void {
  const handler = (request: FastifyRequest, reply: FastifyReply) => accountMfa(app, request, reply);
  pageRoute(scope, '/account/mfa', { get: handler, post: handler });
}

async function accountMfa(app: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const { sql, portalUrl, provider } = app;
  const p = openPage(app, request, reply);
  const { t, locale, target, nonce } = p;
  const ctx = provider.createContext(request.raw, reply.raw);
  const session = await provider.Session.get(ctx as never);
  const accountId = session?.accountId;
  const user = accountId ? await findUser(sql, accountId) : undefined;
  const portalBack = { href: `${portalUrl}${target.redirectTo ?? '/app/profile'}`, label: t('mfaSetup.backToPortal') };
  if (!session || !user || !user.enabled) {
    const login = `${portalUrl}/auth/login?redirectTo=${encodeURIComponent(target.redirectTo ?? '/app/profile')}`;
    return p.send(401, messagePage({ locale, nonce, title: t('mfaSetup.title'), text: t('mfaSetup.signInFirst'), role: 'alert', link: { href: login, label: t('common.backToLogin') } }));
  }
  const csrf = csrfToken(app.secret, String(session.jti));
  const hidden = { csrf, ...(target.redirectTo ? { redirectTo: target.redirectTo } : {}) };
  const links = languageLinksFor('/account/mfa', { redirectTo: target.redirectTo });
  const enabled = await mfaEnabled(sql, user.user_id);

  const statusPage = (status: number, o: { error?: string; notices?: Notice[] } = {}) =>
    p.send(
      status,
      formPage({
        locale,
        t,
        nonce,
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
    return p.send(status, mfaSetupPage({ locale, t, nonce, languageLinks: links, action: '/account/mfa', enrol, error: o.error, hidden: { ...hidden, op: 'enable' }, back: portalBack, notices: o.notices }));
  };

  if (request.method === 'GET') return enabled ? statusPage(200) : enrolPage(200, { fresh: true });

  const given = Buffer.from(p.form.get('csrf') ?? '');
  const expected = Buffer.from(csrf);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    const again = pageHref('/account/mfa', locale, { redirectTo: target.redirectTo });
    return p.send(403, messagePage({ locale, nonce, title: t('error.generic'), text: t('error.badRequest'), role: 'alert', link: { href: again, label: t('common.continue') } }));
  }
  const code = (p.form.get('code') ?? '').trim();
  const op = p.form.get('op');
  if (op === 'enable' && !enabled) {
    const codes = code ? await confirmEnrolment(sql, user.user_id, code) : undefined;
    if (!codes) return enrolPage(400, { error: code ? t('mfa.invalidCode') : t('validation.codeRequired') });
    return p.send(
      200,
      messagePage({ locale, nonce, title: t('mfaSetup.enabledTitle'), text: t('mfaSetup.recoveryCodes'), notice: p.ok(t('mfaSetup.enabledTitle')), extraHtml: recoveryCodesList(codes), link: portalBack }),
    );
  }
  if (op === 'disable' && enabled) {
    if (await mfaRequired(sql, user.user_id)) return statusPage(403, { notices: [p.fail(t('mfaSetup.cannotDisable'))] });
    if (!code || !(await verifyMfa(sql, user.user_id, code))) return statusPage(400, { error: code ? t('mfa.invalidCode') : t('validation.mfaCodeRequired') });
    await disableMfa(sql, user.user_id);
    return enrolPage(200, { fresh: true, notices: [p.ok(t('mfaSetup.disabled'))] });
  }
  return redirectTo(reply, pageHref('/account/mfa', locale, { redirectTo: target.redirectTo }));
}
