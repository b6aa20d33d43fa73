/**
 * Mail an administrator sends through the portal's API: a code to choose a new password
 * ("Reset password") or, for an account the administrator created and that never signed in, the
 * invitation again. The code is a password-reset code (codes.ts): the person enters it with a new
 * password on /forgot-password, which the mail links to; no password passes the administrator.
 */
import { issueCode, CODE_TTL_SECONDS } from './codes.js';
import { translator, type Locale } from './i18n.js';
import type { Mailer } from './mail.js';
import type { SqlClient } from './sql.js';

export type AccountMailKind = 'passwordReset' | 'invitation';

/** An invitation's code stays valid for three days (a reset code for CODE_TTL_SECONDS). */
export const INVITATION_CODE_TTL_SECONDS = 3 * 24 * 3600;

export interface AccountMailContext {
  sql: SqlClient;
  issuer: string;
  mailer: Mailer;
}

/**
 * Issues a reset code for the account and mails it in `locale` with a link to the code form.
 * 'no-password' when the provider keeps no password for the user (e.g. a federated account).
 * A failed mail voids the code and throws.
 */
export async function mailAccountCode(
  ctx: AccountMailContext,
  kind: AccountMailKind,
  user: { userId: string; givenName?: string; locale: Locale },
): Promise<'sent' | 'no-password'> {
  const { rows } = await ctx.sql.query<{ email: string }>(`SELECT email FROM identity.credentials WHERE user_id = $1`, [user.userId]);
  const email = rows[0]?.email;
  if (!email) return 'no-password';
  const ttl = kind === 'invitation' ? INVITATION_CODE_TTL_SECONDS : CODE_TTL_SECONDS;
  const code = await issueCode(ctx.sql, 'reset', email, user.userId, ttl);
  const t = translator(user.locale);
  const link = `${ctx.issuer}/forgot-password?${new URLSearchParams({ lng: user.locale, stage: 'code', email })}`;
  const vars = { name: user.givenName ?? '', code, link, minutes: ttl / 60, days: Math.round(ttl / 86400) };
  const message =
    kind === 'invitation'
      ? { to: email, subject: t('mail.inviteSubject'), text: t('mail.inviteText', vars) }
      : { to: email, subject: t('mail.adminResetSubject'), text: t('mail.adminResetText', vars) };
  try {
    await ctx.mailer.send(message);
  } catch (err) {
    await ctx.sql.query(`UPDATE identity.verification_codes SET consumed_at = now() WHERE purpose = 'reset' AND email = $1 AND consumed_at IS NULL`, [email]);
    throw err;
  }
  return 'sent';
}
