export {
  createIdentity,
  IDENTITY_MIGRATIONS_DIR,
  IDENTITY_MIGRATIONS_TABLE,
  DEFAULT_CLIENT_ID,
  DEFAULT_API_AUDIENCE,
  SUPPORTED_SCOPES,
  API_SCOPES,
  type Identity,
  type IdentityOptions,
} from './identity.js';
export { DEMO_PASSWORD, MAX_FAILED_ATTEMPTS, LOCKOUT_SECONDS } from './credentials.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { rotateSigningKey } from './keys.js';
export { pickLocale, MESSAGES, type Locale } from './i18n.js';
export { resolveSql, type IdentityDatabase, type SqlClient } from './sql.js';

import { seedCredentials, setPassword } from './credentials.js';
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
