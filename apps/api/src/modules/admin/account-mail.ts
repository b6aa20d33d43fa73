import type { Database } from '@idea-portal/db';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { tenants, userFunctionHistory } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { actorName, newId } from '../ideas/write-kernel';
import { findUser } from '../users/queries';

export type AccountMailKind = 'passwordReset' | 'invitation';

/** Whom the mail goes to, in their language (their preferred one, else the tenant's). */
export interface AccountMailRecipient {
  userId: string;
  email: string;
  givenName: string;
  locale: 'en' | 'de';
}

/**
 * Mails a person a code to set a new password, through whoever keeps the passwords (the embedded
 * identity provider). 'reset': the person chooses a new password; 'invitation': an account an
 * administrator created, never signed in, is invited again. Answers 'no-password' when the
 * provider keeps no password for the account (federated sign-in); throws when the mail failed.
 */
export type AccountMailHook = (kind: AccountMailKind, user: AccountMailRecipient) => Promise<'sent' | 'no-password'>;

/**
 * POST /admin/users/{id}/password-reset and /invitation: the checks (tenant, status, never
 * signed in), the mail through the hook, and an entry in the activity log once it went out.
 */
export async function sendAccountMail(db: Database, caller: Caller, id: string, kind: AccountMailKind, hook: AccountMailHook | undefined): Promise<void> {
  const target = await findUser(db, caller.tenantId, id);
  if (!target) throw notFound('User');
  if (!hook) throw new HttpError('PASSWORD_NOT_MANAGED', 'Passwords are kept by an external identity provider; reset them there');
  if (target.status !== 'ACTIVE' || !target.enabled) throw new HttpError('USER_INACTIVE', 'The account is inactive; activate it first');
  if (kind === 'invitation' && target.lastLoginAt) {
    throw new HttpError('INVITATION_NOT_PENDING', 'The person has signed in already; send a password reset instead');
  }
  const [tenant] = await db.select({ lang: tenants.preferredLanguage }).from(tenants).where(eq(tenants.id, caller.tenantId)).limit(1);
  const locale = target.preferredLanguage ?? tenant?.lang ?? 'en';
  let outcome: 'sent' | 'no-password';
  try {
    outcome = await hook(kind, { userId: target.userId, email: target.email, givenName: target.givenName, locale });
  } catch (err) {
    throw Object.assign(new HttpError('MAIL_FAILED', 'The mail could not be sent; try again later'), { cause: err });
  }
  if (outcome === 'no-password') throw new HttpError('PASSWORD_NOT_MANAGED', 'This account signs in through an external provider and has no portal password');
  await db.insert(userFunctionHistory).values({
    id: newId('ufh'),
    tenantId: caller.tenantId,
    userId: target.id,
    fieldName: kind,
    oldValue: null,
    newValue: null,
    actorId: caller.id,
    actorName: actorName(caller),
  });
}
