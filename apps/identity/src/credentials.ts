import type { SqlClient } from './sql.js';
import { hashPassword, verifyDummy, verifyPassword } from './passwords.js';

/** Defaults of the brute-force guard (throttle.ts): 5 failures in 15 minutes lock an account. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_SECONDS = 15 * 60;

export type SignInResult =
  | { ok: true; userId: string; mustChangePassword: boolean; confirmed: boolean }
  | { ok: false; reason: 'invalid' };

interface CredentialRow {
  user_id: string;
  password_hash: string;
  must_change_password: boolean;
  confirmed: boolean;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Checks an e-mail/password pair. Unknown e-mails cost the same scrypt work as known ones.
 * Counting failures and locking is the brute-force guard's job (throttle.ts).
 */
export async function verifyCredentials(sql: SqlClient, email: string, password: string): Promise<SignInResult> {
  const { rows } = await sql.query<CredentialRow>(
    `SELECT user_id, password_hash, must_change_password, confirmed FROM identity.credentials WHERE email = $1`,
    [normalizeEmail(email)],
  );
  const row = rows[0];
  if (!row) {
    await verifyDummy(password);
    return { ok: false, reason: 'invalid' };
  }
  if (!(await verifyPassword(password, row.password_hash))) return { ok: false, reason: 'invalid' };
  return { ok: true, userId: row.user_id, mustChangePassword: row.must_change_password, confirmed: row.confirmed };
}

/** Whether `password` is the user's current password. */
export async function isCurrentPassword(sql: SqlClient, userId: string, password: string): Promise<boolean> {
  const { rows } = await sql.query<{ password_hash: string }>(`SELECT password_hash FROM identity.credentials WHERE user_id = $1`, [userId]);
  return rows[0] ? verifyPassword(password, rows[0].password_hash) : false;
}

/** Creates or replaces the password of a user (seeding, administrators). */
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
           password_changed_at = now(), failed_attempts = 0, locked_until = NULL, confirmed = true`,
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
