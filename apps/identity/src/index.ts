export {
  createIdentity,
  IDENTITY_MIGRATIONS_DIR,
  IDENTITY_MIGRATIONS_TABLE,
  DEFAULT_CLIENT_ID,
  DEFAULT_API_AUDIENCE,
  SUPPORTED_SCOPES,
  API_SCOPES,
  DEFAULT_REMEMBER_DAYS,
  DEFAULT_BROWSER_SESSION_HOURS,
  type Identity,
  type IdentityOptions,
} from './identity.js';
export { DEMO_PASSWORD, MAX_FAILED_ATTEMPTS, LOCKOUT_SECONDS } from './credentials.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { rotateSigningKey } from './keys.js';
export { createIdentityServer, DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from './server.js';
export { pickLocale, MESSAGES, type Locale } from './i18n.js';
export { resolveSql, type IdentityDatabase, type SqlClient } from './sql.js';
export { readOutbox, createConsoleMailer, createOutboxMailer, createSmtpMailer, mailerFromEnv, devOutboxFromEnv, type Mailer, type MailMessage, type OutboxMessage } from './mail.js';
export {
  setRegistrationPolicy,
  setMfaPolicy,
  getTenantPolicy,
  adoptLegacyPolicies,
  DEFAULT_TENANT_ID,
  type RegistrationPolicy,
  type TenantPolicy,
} from './policy.js';
export { mailAccountCode, INVITATION_CODE_TTL_SECONDS, type AccountMailKind } from './account-mail.js';
export { CODE_TTL_SECONDS, MAX_CODE_ATTEMPTS, RESEND_COOLDOWN_SECONDS } from './codes.js';
export { BRUTE_FORCE_DEFAULTS, DEVICE_COOKIE, type BruteForceOptions } from './throttle.js';
export { RECOVERY_CODE_COUNT } from './mfa.js';
export { parseUpstreams, type UpstreamProvider } from './upstreams.js';
export {
  registrationSchema,
  loginSchema,
  confirmSchema,
  resetRequestSchema,
  resetConfirmSchema,
  newPasswordSchema,
  type Registration,
} from './validation.js';
export { PAGE_PATHS } from './app.js';

import { seedCredentials, setPassword } from './credentials.js';
import { clearFailures } from './throttle.js';
import { resolveSql, type IdentityDatabase } from './sql.js';

/**
 * Gives each listed user (e.g. DEMO_USERS of @idea-portal/api) the password, unless the user has
 * credentials already. Idempotent; returns the user ids that were created.
 */
export function seedDemoCredentials(
  db: IdentityDatabase,
  users: ReadonlyArray<{ email: string; userId: string }>,
  password: string,
): Promise<string[]> {
  return seedCredentials(resolveSql(db), users, password);
}

/** Sets (or replaces) a user's password. */
export function setUserPassword(
  db: IdentityDatabase,
  user: { email: string; userId: string },
  password: string,
  options?: { mustChangePassword?: boolean },
): Promise<void> {
  return setPassword(resolveSql(db), user, password, options);
}

/** Administrator action: forgets every failed sign-in of an account, which lifts its lock at once. */
export function unlockAccount(db: IdentityDatabase, email: string): Promise<void> {
  return clearFailures(resolveSql(db), email.trim().toLowerCase());
}
