/**
 * identity.login_steps: where a sign-in stands after the password (or an upstream provider) while
 * the account still owes a step: a new password, the authenticator code, the enrolment, or the
 * acknowledgement of fresh recovery codes. Keyed by the OIDC interaction uid; 30 minutes.
 */
import type { SqlClient } from '../../sql.js';

export type Step = 'new_password' | 'mfa' | 'mfa_setup' | 'recovery_codes';

export interface StepRow {
  user_id: string;
  remember: boolean;
  step: Step;
  amr: string[];
  data: { recoveryCodes?: string[] } | null;
  attempts: number;
}

export async function loadStep(sql: SqlClient, uid: string): Promise<StepRow | undefined> {
  const { rows } = await sql.query<StepRow>(
    `SELECT user_id, remember, step, amr, data, attempts FROM identity.login_steps WHERE uid = $1 AND expires_at > now()`,
    [uid],
  );
  return rows[0];
}

export async function saveStep(sql: SqlClient, uid: string, row: Omit<StepRow, 'attempts'>): Promise<void> {
  await sql.query(
    `INSERT INTO identity.login_steps (uid, user_id, remember, step, amr, data, attempts, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, 0, now() + interval '30 minutes')
     ON CONFLICT (uid) DO UPDATE SET user_id = EXCLUDED.user_id, remember = EXCLUDED.remember, step = EXCLUDED.step,
       amr = EXCLUDED.amr, data = EXCLUDED.data, attempts = 0, expires_at = EXCLUDED.expires_at`,
    [uid, row.user_id, row.remember, row.step, row.amr, row.data ? JSON.stringify(row.data) : null],
  );
}

export async function dropStep(sql: SqlClient, uid: string): Promise<void> {
  await sql.query(`DELETE FROM identity.login_steps WHERE uid = $1`, [uid]);
}

/** Counts one wrong authenticator code; returns the attempts so far (undefined when the step is gone). */
export async function countFailedCode(sql: SqlClient, uid: string): Promise<number | undefined> {
  const { rows } = await sql.query<{ attempts: number }>(`UPDATE identity.login_steps SET attempts = attempts + 1 WHERE uid = $1 RETURNING attempts`, [uid]);
  return rows[0]?.attempts;
}
