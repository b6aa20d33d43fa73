/**
 * Self-registration: an unconfirmed credentials row plus the API's public.users profile (role
 * VIEWERS, which lets every employee submit ideas, in the tenant of the e-mail's domain and the
 * organisational unit picked from that tenant's list). Confirmation by the mailed code sets
 * credentials.confirmed.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from './passwords.js';
import type { Locale } from './i18n.js';
import type { SqlClient } from './sql.js';
import type { Registration } from './validation.js';

export type RegisterOutcome =
  /** A new (or a still unconfirmed, now replaced) registration: mail a code. */
  | { kind: 'pending'; userId: string }
  /** A confirmed account has this e-mail already: mail a notice, answer as if pending. */
  | { kind: 'exists'; userId: string };

export interface UnitChoice {
  id: string;
  name: string;
}

/** The organisational units of a tenant, by name: what a registering employee picks from. */
export async function tenantUnits(sql: SqlClient, tenantId: string): Promise<UnitChoice[]> {
  const { rows } = await sql.query<UnitChoice>(`SELECT id, name FROM public.organizational_units WHERE tenant_id = $1 ORDER BY name, id`, [tenantId]);
  return rows;
}

/** Whether the unit belongs to the tenant. */
export async function isTenantUnit(sql: SqlClient, unitId: string, tenantId: string): Promise<boolean> {
  const { rows } = await sql.query(`SELECT 1 FROM public.organizational_units WHERE id = $1 AND tenant_id = $2`, [unitId, tenantId]);
  return rows.length > 0;
}

/**
 * Registers an account; `input.organizationalUnitId`, when given, must be a unit of the tenant
 * (isTenantUnit). `locale` is the language the person registered in: it becomes their preferred
 * language (a profile an administrator created keeps one it has), so the portal's mails follow it
 * rather than the tenant's language.
 */
export async function registerAccount(sql: SqlClient, input: Registration, tenantId: string, locale: Locale): Promise<RegisterOutcome> {
  const email = input.email;
  const existing = await sql.query<{ user_id: string; confirmed: boolean }>(
    `SELECT user_id, confirmed FROM identity.credentials WHERE email = $1`,
    [email],
  );
  const hash = await hashPassword(input.password);
  const cred = existing.rows[0];
  if (cred?.confirmed) return { kind: 'exists', userId: cred.user_id };
  if (cred) {
    // Somebody registered this address before without confirming: the newest attempt wins (the
    // code proves ownership either way), so an unconfirmed registration cannot squat an address.
    await sql.query(`UPDATE identity.credentials SET password_hash = $2, password_changed_at = now() WHERE user_id = $1`, [cred.user_id, hash]);
    await sql.query(
      `UPDATE public.users SET given_name = $2, family_name = $3, group_name = coalesce($4, group_name),
              organizational_unit_id = coalesce($5, organizational_unit_id), preferred_language = $6, updated_at = now()
        WHERE user_id = $1`,
      [cred.user_id, input.firstName, input.lastName, input.teamName ?? null, input.organizationalUnitId ?? null, locale],
    );
    return { kind: 'pending', userId: cred.user_id };
  }

  const profile = await sql.query<{ user_id: string }>(`SELECT user_id FROM public.users WHERE lower(email) = $1`, [email]);
  let userId = profile.rows[0]?.user_id;
  if (!userId) {
    userId = randomUUID();
    await sql.query(
      `INSERT INTO public.users (id, user_id, email, given_name, family_name, group_name, role, organizational_unit_id, tenant_id, enabled, status, preferred_language)
       VALUES ($1, $1, $2, $3, $4, $5, 'VIEWERS', $6, $7, true, 'ACTIVE', $8)`,
      [userId, email, input.firstName, input.lastName, input.teamName ?? null, input.organizationalUnitId ?? null, tenantId, locale],
    );
  } else {
    await sql.query(`UPDATE public.users SET preferred_language = coalesce(preferred_language, $2) WHERE user_id = $1`, [userId, locale]);
  }
  // An administrator may have created the profile without a password: the code proves the
  // address, so the registration attaches to it.
  await sql.query(
    `INSERT INTO identity.credentials (user_id, email, password_hash, confirmed) VALUES ($1, $2, $3, false)`,
    [userId, email, hash],
  );
  return { kind: 'pending', userId };
}

/** Marks the account confirmed. */
export async function confirmAccount(sql: SqlClient, userId: string): Promise<void> {
  await sql.query(`UPDATE identity.credentials SET confirmed = true WHERE user_id = $1`, [userId]);
}

/** Whether an unconfirmed account with this e-mail exists (for resending the code). */
export async function unconfirmedUser(sql: SqlClient, email: string): Promise<string | null> {
  const { rows } = await sql.query<{ user_id: string }>(`SELECT user_id FROM identity.credentials WHERE email = $1 AND NOT confirmed`, [email]);
  return rows[0]?.user_id ?? null;
}

/** Sets a new password (reset or new-password challenge), unlocks, confirms the address. */
export async function replacePassword(sql: SqlClient, userId: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await sql.query(
    `UPDATE identity.credentials SET password_hash = $2, password_changed_at = now(), must_change_password = false,
            failed_attempts = 0, locked_until = NULL, confirmed = true
      WHERE user_id = $1`,
    [userId, hash],
  );
}

/** Ends every provider session, grant and refresh token of a user (after a password reset). */
export async function revokeUserSessions(sql: SqlClient, userId: string): Promise<void> {
  await sql.query(
    `DELETE FROM identity.oidc_payloads WHERE model IN ('Session', 'Grant', 'RefreshToken', 'AuthorizationCode') AND payload->>'accountId' = $1`,
    [userId],
  );
}
