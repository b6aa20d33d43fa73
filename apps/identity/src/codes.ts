/**
 * Six-digit e-mail codes for confirming a registration and resetting a password. Codes are stored
 * hashed, expire after CODE_TTL_SECONDS, are single use, and MAX_CODE_ATTEMPTS wrong guesses void
 * them. For an unknown e-mail a decoy code (never mailed) is issued so that every later answer and
 * counter behaves exactly as for a real account.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SqlClient } from './sql.js';

export type CodePurpose = 'signup' | 'reset';

export const CODE_TTL_SECONDS = 15 * 60;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;

const hashCode = (id: string, code: string) => createHmac('sha256', id).update(code).digest('base64url');

/** Issues a new code (voiding older ones of the same purpose and e-mail) and returns it. */
export async function issueCode(
  sql: SqlClient,
  purpose: CodePurpose,
  email: string,
  userId: string | null,
  ttlSeconds = CODE_TTL_SECONDS,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomBytes(16).toString('base64url');
  await sql.query(
    `UPDATE identity.verification_codes SET consumed_at = now()
      WHERE purpose = $1 AND email = $2 AND consumed_at IS NULL`,
    [purpose, email],
  );
  await sql.query(
    `INSERT INTO identity.verification_codes (id, purpose, email, user_id, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::int))`,
    [id, purpose, email, userId, hashCode(id, code), ttlSeconds],
  );
  return code;
}

export type CodeCheck = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks (and on success consumes) the newest code of this purpose for the e-mail. */
export async function verifyCode(sql: SqlClient, purpose: CodePurpose, email: string, code: string): Promise<CodeCheck> {
  const { rows } = await sql.query<{ id: string; user_id: string | null; code_hash: string; expired: boolean }>(
    `SELECT id, user_id, code_hash, expires_at <= now() AS expired FROM identity.verification_codes
      WHERE purpose = $1 AND email = $2 AND consumed_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    [purpose, email],
  );
  const row = rows[0];
  if (!row || row.expired) return { ok: false, reason: 'expired' };
  const expected = Buffer.from(row.code_hash);
  const actual = Buffer.from(hashCode(row.id, code));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    await sql.query(
      `UPDATE identity.verification_codes
          SET attempts = attempts + 1,
              consumed_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE consumed_at END
        WHERE id = $1 AND consumed_at IS NULL`,
      [row.id, MAX_CODE_ATTEMPTS],
    );
    return { ok: false, reason: 'invalid' };
  }
  // Single use, also under concurrent requests: only one UPDATE wins.
  const consumed = await sql.query(`UPDATE identity.verification_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id`, [row.id]);
  if (consumed.rows.length === 0 || !row.user_id) return { ok: false, reason: 'invalid' };
  return { ok: true, userId: row.user_id };
}

/**
 * The resend cooldown: returns 0 and starts a new cooldown when a mail may be sent now, else the
 * seconds left. Keyed by purpose and e-mail, whether or not an account exists.
 */
export async function takeSendSlot(sql: SqlClient, purpose: CodePurpose, email: string, cooldownSeconds = RESEND_COOLDOWN_SECONDS): Promise<number> {
  const key = `${purpose}:${email}`;
  const { rows } = await sql.query(
    `INSERT INTO identity.mail_throttle (key, last_sent_at) VALUES ($1, now())
     ON CONFLICT (key) DO UPDATE SET last_sent_at = now()
       WHERE identity.mail_throttle.last_sent_at <= now() - make_interval(secs => $2::int)
     RETURNING key`,
    [key, cooldownSeconds],
  );
  if (rows.length > 0) return 0;
  const left = await sql.query<{ left: number | string }>(
    `SELECT ceil(extract(epoch FROM (last_sent_at + make_interval(secs => $2::int) - now())))::int AS left
       FROM identity.mail_throttle WHERE key = $1`,
    [key, cooldownSeconds],
  );
  return Math.max(1, Number(left.rows[0]?.left ?? cooldownSeconds));
}
