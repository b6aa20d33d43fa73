import type { SqlClient } from './sql.js';
import { hashPassword, verifyDummy, verifyPassword } from './passwords.js';

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_SECONDS = 15 * 60;

export type SignInResult =
  | { ok: true; userId: string; mustChangePassword: boolean }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; lockedUntil: Date };

interface CredentialRow {
  user_id: string;
  password_hash: string;
  must_change_password: boolean;
  failed_attempts: number;
  locked_until: Date | string | null;
}

const toDate = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Checks an e-mail/password pair. Unknown e-mails cost the same scrypt work as known ones.
 * After MAX_FAILED_ATTEMPTS consecutive failures the account is locked for LOCKOUT_SECONDS;
 * while locked, even the right password is refused (and the counter is not touched).
 */
export async function verifyCredentials(sql: SqlClient, email: string, password: string): Promise<SignInResult> {
  const { rows } = await sql.query<CredentialRow>(
    `SELECT user_id, password_hash, must_change_password, failed_attempts, locked_until
       FROM identity.credentials WHERE email = $1`,
    [normalizeEmail(email)],
  );
  const row = rows[0];
  if (!row) {
    await verifyDummy(password);
    return { ok: false, reason: 'invalid' };
  }
  const lockedUntil = toDate(row.locked_until);
  const valid = await verifyPassword(password, row.password_hash);
  if (lockedUntil && lockedUntil.getTime() > Date.now()) {
    return { ok: false, reason: 'locked', lockedUntil };
  }
  if (valid) {
    if (row.failed_attempts !== 0 || row.locked_until !== null) {
      await sql.query(`UPDATE identity.credentials SET failed_attempts = 0, locked_until = NULL WHERE user_id = $1`, [row.user_id]);
    }
    return { ok: true, userId: row.user_id, mustChangePassword: row.must_change_password };
  }
  // Count atomically (several replicas may answer for the same account); lock on the limit.
  const updated = await sql.query<{ failed_attempts: number; locked_until: Date | string | null }>(
    `UPDATE identity.credentials
        SET failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0 ELSE failed_attempts + 1 END,
            locked_until    = CASE WHEN failed_attempts + 1 >= $2
                                   THEN now() + make_interval(secs => $3::int) ELSE NULL END
      WHERE user_id = $1
      RETURNING failed_attempts, locked_until`,
    [row.user_id, MAX_FAILED_ATTEMPTS, LOCKOUT_SECONDS],
  );
  const lock = toDate(updated.rows[0]?.locked_until ?? null);
  if (lock && lock.getTime() > Date.now()) return { ok: false, reason: 'locked', lockedUntil: lock };
  return { ok: false, reason: 'invalid' };
}

/** Creates or replaces the password of a user (used by seeding; registration/reset come with issue 4). */
export async function setPassword(
  sql: SqlClient,
  user: { userId: string; email: string },
  password: string,
  options: { mustChangePassword?: boolean } = {},
): Promise<void> {
  const hash = await hashPassword(password);
  await sql.query(
    `INSERT INTO identity.credentials (user_id, email, password_hash, must_change_password)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE
       SET email = EXCLUDED.email, password_hash = EXCLUDED.password_hash,
           must_change_password = EXCLUDED.must_change_password,
           password_changed_at = now(), failed_attempts = 0, locked_until = NULL`,
    [user.userId, normalizeEmail(user.email), hash, options.mustChangePassword ?? false],
  );
}

export const DEMO_PASSWORD = 'Demo-Passw0rd';

/**
 * Gives each listed user a password unless they already have credentials (idempotent: an existing
 * password, possibly changed by the user, is kept). Returns the user ids that were created.
 */
export async function seedCredentials(
  sql: SqlClient,
  users: ReadonlyArray<{ email: string; userId: string }>,
  password: string,
): Promise<string[]> {
  const created: string[] = [];
  for (const user of users) {
    const email = normalizeEmail(user.email);
    const existing = await sql.query(`SELECT 1 FROM identity.credentials WHERE user_id = $1 OR email = $2`, [user.userId, email]);
    if (existing.rows.length > 0) continue;
    const hash = await hashPassword(password);
    const res = await sql.query<{ user_id: string }>(
      `INSERT INTO identity.credentials (user_id, email, password_hash)
       VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id`,
      [user.userId, email, hash],
    );
    if (res.rows.length > 0) created.push(user.userId);
  }
  return created;
}
