/**
 * The steps a sign-in may still owe after the password (or an upstream provider): a new password
 * (accounts an administrator created), the authenticator code (MFA on), the enrolment (MFA
 * required by the tenant) and the recovery codes shown once. The OIDC interaction finishes only
 * after the last one; each step is a page at /interaction/<uid> (POST-redirect-GET).
 */
import { findUser } from '../../accounts.js';
import { isCurrentPassword, normalizeEmail } from '../../credentials.js';
import { beginEnrolment, confirmEnrolment, mfaEnabled, mfaRequired, pendingEnrolment, verifyMfa } from '../../mfa.js';
import { replacePassword } from '../../registration.js';
import { appendCookie, redeemSignupTicket, SIGNUP_TICKET_COOKIE, signupTicketCookie } from '../../signup-tickets.js';
import { readCookie } from '../../throttle.js';
import { mfaCodeSchema, newPasswordSchema, validate } from '../../validation.js';
import { esc, field, formPage } from '../../views.js';
import { mfaSetupPage, recoveryCodesList } from '../mfa/views.js';
import type { Interaction } from './interaction.js';
import { countFailedCode, dropStep, loadStep, saveStep, type Step, type StepRow } from './login-steps.js';

export const MAX_MFA_ATTEMPTS = 5;

/** The next step the account still owes, if any. */
async function nextStep(i: Interaction, userId: string, mustChangePassword: boolean, done: Step[]): Promise<Step | undefined> {
  const { sql } = i.app;
  if (mustChangePassword && !done.includes('new_password')) return 'new_password';
  if (await mfaEnabled(sql, userId)) return done.includes('mfa') || done.includes('mfa_setup') ? undefined : 'mfa';
  if (await mfaRequired(sql, userId)) return 'mfa_setup';
  return undefined;
}

/** Ends the sign-in: oidc-provider redirects back to the client. */
export async function finish(i: Interaction, userId: string, remember: boolean, amr: string[]): Promise<void> {
  await dropStep(i.app.sql, i.uid);
  await i.app.provider.interactionFinished(i.req, i.res, { login: { accountId: userId, remember, amr } }, { mergeWithLastSubmission: false });
}

/** Goes to the next step (a redirect to the interaction page) or finishes the sign-in. */
export async function proceed(i: Interaction, s: { userId: string; remember: boolean; amr: string[]; mustChangePassword: boolean; done: Step[] }): Promise<void> {
  const step = await nextStep(i, s.userId, s.mustChangePassword, s.done);
  if (!step) return finish(i, s.userId, s.remember, s.amr);
  await saveStep(i.app.sql, i.uid, { user_id: s.userId, remember: s.remember, step, amr: s.amr, data: null });
  i.redirect(i.self);
}

const STEP_OF_ACTION: Record<string, Step> = { 'new-password': 'new_password', mfa: 'mfa', 'mfa-setup': 'mfa_setup', continue: 'recovery_codes' };

/**
 * GET /interaction/:uid: the step the sign-in waits for; else, for the browser that has just
 * confirmed a registration, the sign-in with the new account (its sign-up ticket); else the
 * sign-in page.
 */
export async function showInteraction(i: Interaction): Promise<void> {
  const row = await loadStep(i.app.sql, i.uid);
  if (row) return renderStep(i, row, 200);
  if (await signInRegistered(i)) return;
  const notice = i.url.searchParams.get('reset') === 'done' ? { title: i.t('common.success'), text: i.t('reset.done') } : undefined;
  i.renderSignIn(200, { notice });
}

/** Redeems the browser's sign-up ticket (if any) and signs the new account in; false without one. */
async function signInRegistered(i: Interaction): Promise<boolean> {
  const token = readCookie(i.req.headers.cookie, SIGNUP_TICKET_COOKIE);
  if (!token) return false;
  appendCookie(i.res, signupTicketCookie(null, i.app.secureCookies));
  const userId = await redeemSignupTicket(i.app.sql, token);
  const user = userId ? await findUser(i.app.sql, userId) : undefined;
  if (!user?.enabled) return false;
  // The password was chosen and the address proven by the code moments ago in this browser.
  await proceed(i, { userId: user.user_id, remember: false, amr: ['pwd'], mustChangePassword: false, done: [] });
  return true;
}

/** POST /interaction/:uid/cancel: back to the sign-in page. */
export async function cancelSignIn(i: Interaction): Promise<void> {
  await dropStep(i.app.sql, i.uid);
  i.redirect(`${i.self}?lng=${i.locale}`);
}

/** POST /interaction/:uid/<step action>: out of order (or expired) starts over at the sign-in page. */
export async function submitStep(i: Interaction, action: string | undefined): Promise<void> {
  const row = await loadStep(i.app.sql, i.uid);
  const step = action ? STEP_OF_ACTION[action] : undefined;
  if (!row || !step || row.step !== step) return i.redirect(`${i.self}?lng=${i.locale}`);
  if (step === 'new_password') return submitNewPassword(i, row);
  if (step === 'mfa') return submitMfaCode(i, row);
  if (step === 'mfa_setup') return submitEnrolment(i, row);
  return finish(i, row.user_id, row.remember, row.amr);
}

async function submitNewPassword(i: Interaction, row: StepRow): Promise<void> {
  const { sql } = i.app;
  const v = validate(newPasswordSchema, { newPassword: i.form.get('newPassword') ?? '' }, i.t);
  if (!v.ok) return renderStep(i, row, 400, { errors: v.errors });
  if (await isCurrentPassword(sql, row.user_id, v.data.newPassword)) return renderStep(i, row, 400, { errors: { newPassword: i.t('newPassword.sameAsOld') } });
  await replacePassword(sql, row.user_id, v.data.newPassword);
  await proceed(i, { userId: row.user_id, remember: row.remember, amr: row.amr, mustChangePassword: false, done: ['new_password'] });
}

async function submitMfaCode(i: Interaction, row: StepRow): Promise<void> {
  const { sql, guard } = i.app;
  const v = validate(mfaCodeSchema, { code: i.form.get('code') ?? '' }, i.t);
  if (!v.ok) return renderStep(i, row, 400, { errors: v.errors });
  const method = await verifyMfa(sql, row.user_id, v.data.code);
  if (!method) {
    // Too many wrong codes end the sign-in and count as a failed sign-in of the account.
    if (((await countFailedCode(sql, i.uid)) ?? MAX_MFA_ATTEMPTS) >= MAX_MFA_ATTEMPTS) {
      await dropStep(sql, i.uid);
      const user = await findUser(sql, row.user_id);
      if (user) await guard.fail({ accountKey: normalizeEmail(user.email), address: i.address });
      return i.renderSignIn(401, { error: i.t('mfa.tooManyAttempts') });
    }
    return renderStep(i, row, 401, { errors: { code: i.t('mfa.invalidCode') } });
  }
  await finish(i, row.user_id, row.remember, [...new Set([...row.amr, 'otp', 'mfa'])]);
}

async function submitEnrolment(i: Interaction, row: StepRow): Promise<void> {
  const v = validate(mfaCodeSchema, { code: i.form.get('code') ?? '' }, i.t);
  const codes = v.ok ? await confirmEnrolment(i.app.sql, row.user_id, v.data.code) : undefined;
  if (!codes) return renderStep(i, row, 400, { errors: { code: v.ok ? i.t('mfa.invalidCode') : (v.errors.code ?? v.first) } });
  await saveStep(i.app.sql, i.uid, { user_id: row.user_id, remember: row.remember, step: 'recovery_codes', amr: [...new Set([...row.amr, 'otp', 'mfa'])], data: { recoveryCodes: codes } });
  i.redirect(`${i.self}?lng=${i.locale}`);
}

/** The page of a step. */
export async function renderStep(i: Interaction, row: StepRow, status: number, o: { errors?: Record<string, string | undefined> } = {}): Promise<void> {
  const { t, locale, self, nonce } = i;
  const { sql } = i.app;
  const cancel = `<form method="post" action="${esc(`${self}/cancel`)}" class="footer-links"><input type="hidden" name="lng" value="${locale}"><button type="submit" class="linkbtn">${esc(t('common.backToLogin'))}</button></form>`;
  const common = { locale, t, nonce, languageLinks: i.languageLinks, after: cancel };
  if (row.step === 'new_password') {
    return i.send(
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
    );
  }
  if (row.step === 'mfa') {
    return i.send(
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
    );
  }
  if (row.step === 'mfa_setup') {
    const label = (await findUser(sql, row.user_id))?.email ?? row.user_id;
    const enrol = (status !== 200 && (await pendingEnrolment(sql, row.user_id, label))) || (await beginEnrolment(sql, row.user_id, label));
    return i.send(status, mfaSetupPage({ ...common, action: `${self}/mfa-setup`, enrol, error: o.errors?.code, required: true }));
  }
  // recovery_codes
  i.send(
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
  );
}
