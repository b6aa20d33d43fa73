/**
 * Password reset in two stages on one page: stage 1 mails a code (a decoy is stored for unknown
 * addresses, so the answer never tells whether an account exists), stage 2 takes the code and the
 * new password, ends the user's sessions and lifts a lock.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findEnabledUserIdByEmail } from '../../accounts.js';
import { issueCode, takeSendSlot, verifyCode, CODE_TTL_SECONDS } from '../../codes.js';
import { deliver, type AppContext } from '../../context.js';
import { loginHref } from '../../http.js';
import { openPage, type Page } from '../../page.js';
import { replacePassword, revokeUserSessions } from '../../registration.js';
import { clearFailures } from '../../throttle.js';
import { pick, resetConfirmSchema, resetRequestSchema, validate } from '../../validation.js';
import { messagePage } from '../../views.js';
import { pageRoute } from '../routing.js';
import { resetForm } from './views.js';

export function passwordResetRoutes(scope: FastifyInstance, app: AppContext): void {
  const show = async (request: FastifyRequest, reply: FastifyReply) => {
    const p = openPage(app, request, reply);
    const email = (p.url.searchParams.get('email') ?? '').trim().toLowerCase();
    // The link of an administrator's reset or invitation mail: straight to the code form.
    if (p.url.searchParams.get('stage') === 'code' && email) return p.send(200, resetForm(p, 2, { email }));
    return p.send(200, resetForm(p, 1, { email: p.url.searchParams.get('email') ?? '' }));
  };
  const submit = async (request: FastifyRequest, reply: FastifyReply) => {
    const p = openPage(app, request, reply);
    return p.form.get('stage') === 'reset' ? resetPassword(app, p) : sendCode(app, p);
  };
  for (const path of ['/forgot-password', '/reset-password']) pageRoute(scope, path, { get: show, post: submit });
}

/** Stage 1: mail a code to the account, if there is one (cooldown permitting). */
async function sendCode(app: AppContext, p: Page) {
  const { sql } = app;
  const { t } = p;
  const v = validate(resetRequestSchema, pick(p.form, ['email']), t);
  if (!v.ok) return p.send(400, resetForm(p, 1, { email: p.form.get('email') ?? '', errors: v.errors, notices: [p.fail(v.first)] }));
  const email = v.data.email;
  const wait = await takeSendSlot(sql, 'reset', email);
  if (wait > 0) return p.send(429, resetForm(p, 2, { email, notices: [p.fail(t('confirm.cooldown', { seconds: wait }))] }));
  try {
    const userId = (await findEnabledUserIdByEmail(sql, email)) ?? null;
    const code = await issueCode(sql, 'reset', email, userId); // a decoy when there is no account
    if (userId) await deliver(app, { to: email, subject: t('mail.resetSubject'), text: t('mail.resetText', { code, minutes: CODE_TTL_SECONDS / 60 }) });
  } catch (err) {
    console.error('[identity] reset code failed:', err instanceof Error ? err.message : err);
    return p.send(502, resetForm(p, 1, { email, notices: [p.fail(t('reset.sendFailed'))] }));
  }
  return p.send(200, resetForm(p, 2, { email, notices: [p.ok(t('reset.codeSent'))] }));
}

/** Stage 2: check the code, set the new password, end the sessions, unlock. */
async function resetPassword(app: AppContext, p: Page) {
  const { sql, portalUrl } = app;
  const { t, target, locale } = p;
  const email = (p.form.get('email') ?? '').trim().toLowerCase();
  const v = validate(resetConfirmSchema, pick(p.form, ['email', 'code', 'newPassword']), t);
  if (!v.ok) return p.send(400, resetForm(p, v.errors.email ? 1 : 2, { email, errors: v.errors, notices: [p.fail(v.first)] }));
  try {
    const check = await verifyCode(sql, 'reset', v.data.email, v.data.code);
    if (!check.ok) {
      const text = check.reason === 'expired' ? t('confirm.expiredCode') : t('confirm.invalidCode');
      return p.send(400, resetForm(p, 2, { email, errors: { code: text }, notices: [p.fail(text)] }));
    }
    await replacePassword(sql, check.userId, v.data.newPassword);
    await revokeUserSessions(sql, check.userId);
    await clearFailures(sql, v.data.email);
  } catch (err) {
    console.error('[identity] reset failed:', err instanceof Error ? err.message : err);
    return p.send(500, resetForm(p, 2, { email, notices: [p.fail(t('reset.failed'))] }));
  }
  const next = target.return ? `${target.return}?lng=${locale}&reset=done` : loginHref(target, portalUrl);
  return p.send(
    200,
    messagePage({ locale, nonce: p.nonce, title: t('reset.title'), text: '', notice: p.ok(t('reset.done')), link: { href: next, label: t('common.backToLogin') }, refresh: { seconds: 3, href: next, text: t('reset.redirecting') } }),
  );
}
