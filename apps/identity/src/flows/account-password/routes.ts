/**
 * GET/POST /account/password for a signed-in provider session: change the password with the
 * current one. `redirectTo` is the portal page to go back to (e.g. /app/profile). A wrong current
 * password counts as a failed sign-in (the brute-force guard: slowed down, then locked). POSTs
 * carry a CSRF token bound to the provider session. The other sessions of the account end (like
 * after a reset); this one stays signed in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findUser } from '../../accounts.js';
import type { AppContext } from '../../context.js';
import { isCurrentPassword, normalizeEmail } from '../../credentials.js';
import { languageLinksFor, pageHref, sleep } from '../../http.js';
import { openPage } from '../../page.js';
import { replacePassword } from '../../registration.js';
import type { AttemptSource } from '../../throttle.js';
import { field, formPage, messagePage } from '../../views.js';
import { newPasswordSchema, validate } from '../../validation.js';
import { pageRoute } from '../routing.js';

const PATH = '/account/password';
const csrfToken = (secret: string, sessionId: string) => createHmac('sha256', secret).update(`password:${sessionId}`).digest('base64url');

export function accountPasswordRoutes(scope: FastifyInstance, app: AppContext): void {
  const handler = (request: FastifyRequest, reply: FastifyReply) => accountPassword(app, request, reply);
  pageRoute(scope, PATH, { get: handler, post: handler });
}

async function accountPassword(app: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const { sql, portalUrl, provider, guard } = app;
  const p = openPage(app, request, reply);
  const { t, locale, target, nonce } = p;
  const ctx = provider.createContext(request.raw, reply.raw);
  const session = await provider.Session.get(ctx as never);
  const user = session?.accountId ? await findUser(sql, session.accountId) : undefined;
  const backTo = target.redirectTo ?? '/app/profile';
  const portalBack = { href: `${portalUrl}${backTo}`, label: t('mfaSetup.backToPortal') };
  if (!session || !user || !user.enabled) {
    const login = `${portalUrl}/auth/login?redirectTo=${encodeURIComponent(backTo)}`;
    return p.send(401, messagePage({ locale, nonce, title: t('changePassword.title'), text: t('mfaSetup.signInFirst'), role: 'alert', link: { href: login, label: t('common.backToLogin') } }));
  }
  const csrf = csrfToken(app.secret, String(session.jti));

  const formAnswer = (status: number, errors: { currentPassword?: string; newPassword?: string } = {}) =>
    p.send(
      status,
      formPage({
        locale,
        t,
        nonce,
        pageTitle: t('changePassword.title'),
        title: t('changePassword.title'),
        subtitle: t('changePassword.subtitle', { email: user.email }),
        back: portalBack,
        notices: errors.currentPassword || errors.newPassword ? [p.fail(errors.currentPassword ?? errors.newPassword!)] : undefined,
        action: PATH,
        hidden: { csrf, ...(target.redirectTo ? { redirectTo: target.redirectTo } : {}) },
        languageLinks: languageLinksFor(PATH, { redirectTo: target.redirectTo }),
        fields: [
          field({ name: 'currentPassword', type: 'password', label: t('changePassword.current'), required: true, autocomplete: 'current-password', maxlength: 256, error: errors.currentPassword }),
          field({ name: 'newPassword', type: 'password', label: t('reset.newPassword'), required: true, autocomplete: 'new-password', minlength: 8, maxlength: 256, hint: t('changePassword.hint'), error: errors.newPassword }),
        ].join('\n'),
        submit: { label: t('changePassword.submit'), busyLabel: t('common.processing') },
      }),
    );

  if (request.method === 'GET') return formAnswer(200);

  const given = Buffer.from(p.form.get('csrf') ?? '');
  const expected = Buffer.from(csrf);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    const again = pageHref(PATH, locale, { redirectTo: target.redirectTo });
    return p.send(403, messagePage({ locale, nonce, title: t('error.generic'), text: t('error.badRequest'), role: 'alert', link: { href: again, label: t('common.continue') } }));
  }
  const current = p.form.get('currentPassword') ?? '';
  if (!current) return formAnswer(400, { currentPassword: t('changePassword.currentRequired') });
  const v = validate(newPasswordSchema, { newPassword: p.form.get('newPassword') ?? '' }, t);
  if (!v.ok) return formAnswer(400, { newPassword: v.errors.newPassword ?? v.first });

  const src: AttemptSource = { accountKey: normalizeEmail(user.email), address: request.ip };
  const locked = (until: Date) => formAnswer(429, { currentPassword: t('error.accountLocked', { minutes: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)) }) });
  const gate = await guard.check(src);
  if (gate.locked) return locked(gate.until);
  if (gate.delayMs > 0) await sleep(gate.delayMs);
  if (!(await isCurrentPassword(sql, user.user_id, current))) {
    const after = await guard.fail(src);
    return after.locked ? locked(after.until) : formAnswer(400, { currentPassword: t('changePassword.wrongCurrent') });
  }
  await guard.succeed(src);
  if (v.data.newPassword === current) return formAnswer(400, { newPassword: t('newPassword.sameAsOld') });

  await replacePassword(sql, user.user_id, v.data.newPassword);
  // Every other session, grant and refresh token of the account ends; this browser's session stays.
  await sql.query(
    `DELETE FROM identity.oidc_payloads
      WHERE model IN ('Session', 'Grant', 'RefreshToken', 'AuthorizationCode') AND payload->>'accountId' = $1
        AND CASE model WHEN 'Session' THEN payload->>'uid' IS DISTINCT FROM $2
                       WHEN 'Grant' THEN NOT (id = ANY($3::text[]))
                       ELSE payload->>'sessionUid' IS DISTINCT FROM $2 END`,
    [user.user_id, session.uid, Object.values(session.authorizations ?? {}).flatMap((a) => (a.grantId ? [a.grantId] : []))],
  );
  return p.send(200, messagePage({ locale, nonce, title: t('changePassword.doneTitle'), text: t('changePassword.doneText'), role: 'status', notice: p.ok(t('changePassword.doneTitle')), link: portalBack }));
}
