/**
 * Authenticator-app MFA (TOTP, RFC 6238: SHA-1, 6 digits, 30 s; otplib) with 10 single-use
 * recovery codes stored hashed. A code is accepted one step either side of now, and never twice
 * (last_step).
 */
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { SqlClient } from './sql.js';
import { EFFECTIVE_POLICIES } from './policy.js';

export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = 'Idea Portal';

interface MfaRow {
  secret: string | null;
  pending_secret: string | null;
  enabled: boolean;
  last_step: number | string | null;
}

async function row(sql: SqlClient, userId: string): Promise<MfaRow | undefined> {
  const { rows } = await sql.query<MfaRow>(`SELECT secret, pending_secret, enabled, last_step FROM identity.mfa WHERE user_id = $1`, [userId]);
  return rows[0];
}

export async function mfaEnabled(sql: SqlClient, userId: string): Promise<boolean> {
  return (await row(sql, userId))?.enabled === true;
}

/** Whether the user's tenant requires MFA (public.users.tenant_id -> the tenant's effective policy, see policy.ts). */
export async function mfaRequired(sql: SqlClient, userId: string): Promise<boolean> {
  const { rows } = await sql.query<{ require_mfa: boolean }>(
    `SELECT p.require_mfa FROM public.users u JOIN ${EFFECTIVE_POLICIES} p ON p.tenant_id = u.tenant_id WHERE u.user_id = $1`,
    [userId],
  );
  return rows[0]?.require_mfa === true;
}

/** Starts (or restarts) an enrolment: a new pending secret, its otpauth URI and a QR code (SVG data URL). */
export async function beginEnrolment(sql: SqlClient, userId: string, label: string) {
  const secret = generateSecret();
  await sql.query(
    `INSERT INTO identity.mfa (user_id, pending_secret) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET pending_secret = EXCLUDED.pending_secret, updated_at = now()`,
    [userId, secret],
  );
  return enrolmentView(secret, label);
}

/** The pending enrolment (to show the same QR code again after a wrong code), if any. */
export async function pendingEnrolment(sql: SqlClient, userId: string, label: string) {
  const r = await row(sql, userId);
  return r?.pending_secret ? enrolmentView(r.pending_secret, label) : undefined;
}

async function enrolmentView(secret: string, label: string) {
  const uri = generateURI({ issuer: TOTP_ISSUER, label, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

async function checkTotp(secret: string, code: string, lastStep: number | null): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    if (!result.valid) return undefined;
    const step = 'timeStep' in result ? Number(result.timeStep) : Math.floor(Date.now() / 30_000) + Number(result.delta ?? 0);
    if (lastStep !== null && step <= lastStep) return undefined; // replay
    return step;
  } catch {
    return undefined;
  }
}

/** Confirms the enrolment with a code from the app; returns the recovery codes (shown once). */
export async function confirmEnrolment(sql: SqlClient, userId: string, code: string): Promise<string[] | undefined> {
  const r = await row(sql, userId);
  if (!r?.pending_secret) return undefined;
  const step = await checkTotp(r.pending_secret, code.replace(/\s+/g, ''), null);
  if (step === undefined) return undefined;
  await sql.query(
    `UPDATE identity.mfa SET secret = pending_secret, pending_secret = NULL, enabled = true, last_step = $2,
            enabled_at = now(), updated_at = now() WHERE user_id = $1`,
    [userId, step],
  );
  return newRecoveryCodes(sql, userId);
}

const hashRecovery = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/[^a-z0-9]/g, '')).digest('base64url');

export async function newRecoveryCodes(sql: SqlClient, userId: string): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await sql.query(`DELETE FROM identity.recovery_codes WHERE user_id = $1`, [userId]);
  for (const c of codes) {
    await sql.query(`INSERT INTO identity.recovery_codes (user_id, code_hash) VALUES ($1, $2)`, [userId, hashRecovery(c)]);
  }
  return codes;
}

/** Checks a TOTP code (no replays) or a recovery code (single use). */
export async function verifyMfa(sql: SqlClient, userId: string, input: string): Promise<'totp' | 'recovery' | false> {
  const r = await row(sql, userId);
  if (!r?.enabled || !r.secret) return false;
  const code = input.replace(/\s+/g, '');
  if (/^\d{6}$/.test(code)) {
    const step = await checkTotp(r.secret, code, r.last_step === null ? null : Number(r.last_step));
    if (step === undefined) return false;
    // Only one concurrent request can move last_step forward past this step.
    const { rows } = await sql.query(
      `UPDATE identity.mfa SET last_step = $2 WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING user_id`,
      [userId, step],
    );
    return rows.length > 0 ? 'totp' : false;
  }
  const { rows } = await sql.query(
    `UPDATE identity.recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id`,
    [userId, hashRecovery(code)],
  );
  return rows.length > 0 ? 'recovery' : false;
}

export async function disableMfa(sql: SqlClient, userId: string): Promise<void> {
  await sql.query(`DELETE FROM identity.mfa WHERE user_id = $1`, [userId]);
  await sql.query(`DELETE FROM identity.recovery_codes WHERE user_id = $1`, [userId]);
}
