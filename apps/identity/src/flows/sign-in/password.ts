/**
 * POST /interaction/:uid/login: e-mail and password, behind the brute-force guard (per account and
 * per address; a remembered device only counts its own failures). An unconfirmed account with the
 * right password is sent to the confirmation page with a fresh code.
 */
import { findUserIdByEmail, findUser } from '../../accounts.js';
import { issueCode, takeSendSlot, CODE_TTL_SECONDS } from '../../codes.js';
import { deliver } from '../../context.js';
import { normalizeEmail, verifyCredentials } from '../../credentials.js';
import { pageHref, sleep } from '../../http.js';
import type { Translate } from '../../i18n.js';
import { DEVICE_COOKIE, DEVICE_TTL_DAYS, readCookie, rememberDevice, touchDevice, trustedDevice, type AttemptSource } from '../../throttle.js';
import { loginSchema, validate } from '../../validation.js';
import type { Interaction } from './interaction.js';
import { dropStep } from './login-steps.js';
import { proceed } from './steps.js';

/** The sign-in rule with translated messages; {} when valid. */
export function validateSignIn(email: string, password: string, t: Translate) {
  const v = validate(loginSchema, { email, password }, t);
  return v.ok ? {} : (v.errors as { email?: string; password?: string });
}

export async function submitPassword(i: Interaction): Promise<void> {
  const { app, t, locale } = i;
  const { sql, guard } = app;
  const email = (i.form.get('email') ?? '').trim();
  const password = i.form.get('password') ?? '';
  const remember = i.form.get('remember') === 'yes' || i.form.get('remember') === 'on';
  const v = validate(loginSchema, { email, password }, t);
  if (!v.ok) return i.renderSignIn(400, { email, remember, error: v.first, fieldErrors: v.errors });
  await dropStep(sql, i.uid); // a new password attempt restarts the sign-in

  const accountKey = normalizeEmail(email);
  const knownUserId = await findUserIdByEmail(sql, accountKey);
  const deviceId = knownUserId ? await trustedDevice(sql, readCookie(i.req.headers.cookie, DEVICE_COOKIE), knownUserId) : undefined;
  const src: AttemptSource = { accountKey, address: i.address, trustedDeviceId: deviceId };

  const lockedAnswer = (gate: { scope: 'account' | 'address'; until: Date }) => {
    const minutes = Math.max(1, Math.ceil((gate.until.getTime() - Date.now()) / 60_000));
    i.renderSignIn(429, { email, remember, error: gate.scope === 'account' ? t('error.accountLocked', { minutes }) : t('error.addressLocked', { minutes }) });
  };

  const gate = await guard.check(src);
  if (gate.locked) return lockedAnswer(gate);
  if (gate.delayMs > 0) await sleep(gate.delayMs);

  const result = await verifyCredentials(sql, email, password);
  if (!result.ok) {
    const after = await guard.fail(src);
    if (after.locked) lockedAnswer(after);
    else i.renderSignIn(401, { email, remember, error: t('error.invalidCredentials') });
    return;
  }
  const user = await findUser(sql, result.userId);
  if (!user) return i.renderSignIn(401, { email, remember, error: t('error.invalidCredentials') });
  await guard.succeed(src);
  if (!user.enabled) return i.renderSignIn(403, { email, remember, error: t('error.accountDisabled') });
  if (!result.confirmed) {
    // The password was right, so telling the owner is safe: send a fresh code (cooldown permitting).
    if ((await takeSendSlot(sql, 'signup', accountKey)) === 0) {
      const code = await issueCode(sql, 'signup', accountKey, user.user_id);
      await deliver(app, { to: accountKey, subject: t('mail.signupSubject'), text: t('mail.signupText', { code, minutes: CODE_TTL_SECONDS / 60 }) });
    }
    return i.redirect(pageHref('/register/confirm', locale, { return: i.self }, { email: accountKey }));
  }
  if (deviceId) await touchDevice(sql, deviceId);
  else setDeviceCookie(i, await rememberDevice(sql, user.user_id));
  await proceed(i, { userId: user.user_id, remember, amr: ['pwd'], mustChangePassword: result.mustChangePassword, done: [] });
}

/** The remembered-device cookie, next to the cookies oidc-provider sets on the same response. */
function setDeviceCookie(i: Interaction, value: string): void {
  const attrs = [`${DEVICE_COOKIE}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${DEVICE_TTL_DAYS * 86400}`];
  if (i.app.secureCookies) attrs.push('Secure');
  const prev = i.res.getHeader('set-cookie');
  i.res.setHeader('set-cookie', [...(Array.isArray(prev) ? prev : prev ? [String(prev)] : []), attrs.join('; ')]);
}
