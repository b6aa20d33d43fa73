/**
 * Per-tenant administrator settings: who may self-register (on/off, restricted to e-mail
 * domains) and whether MFA is required. One source with the admin area: the API's
 * `public.tenant_settings` (migration 0003_admin, written by PUT /admin/settings). A tenant
 * without a row there falls back to the provider's older `identity.tenant_policies` row (the
 * seeded Demo Corp policy), else to the API's defaults: no self-registration, MFA optional.
 * setRegistrationPolicy / setMfaPolicy write `public.tenant_settings`.
 */
import { resolveSql, type IdentityDatabase, type SqlClient } from './sql.js';

export interface RegistrationPolicy {
  /** false turns self-registration off for the tenant. */
  selfRegistration: boolean;
  /** Lower-case e-mail domains that may register into this tenant; empty = any domain. */
  allowedDomains: string[];
}

export interface TenantPolicy extends RegistrationPolicy {
  tenantId: string;
  requireMfa: boolean;
}

/** Used when a tenant has no row (the admin API's defaults): no self-registration, no MFA requirement. */
export const DEFAULT_POLICY: Omit<TenantPolicy, 'tenantId'> = { selfRegistration: false, allowedDomains: [], requireMfa: false };
export const DEFAULT_TENANT_NAME = 'Demo Corp';
export const DEFAULT_TENANT_ID = 'tenant-demo-corp';

const normalizeDomain = (d: string) => d.trim().toLowerCase().replace(/^@/, '');

/**
 * The effective policy of every tenant (public.tenant_settings, else identity.tenant_policies,
 * else the defaults), as a SQL subquery with columns tenant_id, self_registration,
 * allowed_domains, require_mfa.
 */
export const EFFECTIVE_POLICIES = `(
  SELECT t.id AS tenant_id,
    CASE WHEN s.tenant_id IS NOT NULL THEN s.self_registration_enabled
         WHEN p.tenant_id IS NOT NULL THEN p.self_registration
         ELSE ${DEFAULT_POLICY.selfRegistration} END AS self_registration,
    CASE WHEN s.tenant_id IS NOT NULL THEN s.allowed_domains
         WHEN p.tenant_id IS NOT NULL THEN p.allowed_domains
         ELSE '{}'::text[] END AS allowed_domains,
    CASE WHEN s.tenant_id IS NOT NULL THEN s.require_mfa
         WHEN p.tenant_id IS NOT NULL THEN p.require_mfa
         ELSE ${DEFAULT_POLICY.requireMfa} END AS require_mfa,
    t.status AS tenant_status
  FROM public.tenants t
  LEFT JOIN public.tenant_settings s ON s.tenant_id = t.id
  LEFT JOIN identity.tenant_policies p ON p.tenant_id = t.id
)`;

export async function getTenantPolicy(db: IdentityDatabase | SqlClient, tenantId: string): Promise<TenantPolicy> {
  const sql = resolveSql(db as IdentityDatabase);
  const { rows } = await sql.query<{ self_registration: boolean; allowed_domains: string[]; require_mfa: boolean }>(
    `SELECT self_registration, allowed_domains, require_mfa FROM ${EFFECTIVE_POLICIES} e WHERE e.tenant_id = $1`,
    [tenantId],
  );
  const r = rows[0];
  return r
    ? { tenantId, selfRegistration: r.self_registration, allowedDomains: (r.allowed_domains ?? []).map(normalizeDomain), requireMfa: r.require_mfa }
    : { tenantId, ...DEFAULT_POLICY };
}

async function writePolicy(sql: SqlClient, p: TenantPolicy): Promise<void> {
  await sql.query(
    `INSERT INTO public.tenant_settings (tenant_id, self_registration_enabled, allowed_domains, require_mfa, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (tenant_id) DO UPDATE SET self_registration_enabled = EXCLUDED.self_registration_enabled,
       allowed_domains = EXCLUDED.allowed_domains, require_mfa = EXCLUDED.require_mfa, updated_at = now()`,
    [p.tenantId, p.selfRegistration, p.allowedDomains, p.requireMfa],
  );
}

/** Sets who may self-register into a tenant (fields left out keep their value). Writes public.tenant_settings. */
export async function setRegistrationPolicy(db: IdentityDatabase, tenantId: string, policy: Partial<RegistrationPolicy>): Promise<TenantPolicy> {
  const sql = resolveSql(db);
  const current = await getTenantPolicy(sql, tenantId);
  const next: TenantPolicy = {
    ...current,
    selfRegistration: policy.selfRegistration ?? current.selfRegistration,
    allowedDomains: [...new Set((policy.allowedDomains ?? current.allowedDomains).map(normalizeDomain).filter(Boolean))],
  };
  await writePolicy(sql, next);
  return next;
}

/** Requires (or stops requiring) MFA for every account of a tenant, from their next sign-in. Writes public.tenant_settings. */
export async function setMfaPolicy(db: IdentityDatabase, tenantId: string, policy: { requireMfa: boolean }): Promise<TenantPolicy> {
  const sql = resolveSql(db);
  const next = { ...(await getTenantPolicy(sql, tenantId)), requireMfa: policy.requireMfa };
  await writePolicy(sql, next);
  return next;
}

/**
 * Copies the provider's older per-tenant policies into public.tenant_settings for tenants that
 * have no row there yet, so the admin's settings screen shows what the provider applies. Run at
 * start-up (createIdentity); idempotent, never overwrites an administrator's settings.
 */
export async function adoptLegacyPolicies(db: IdentityDatabase | SqlClient): Promise<number> {
  const sql = resolveSql(db as IdentityDatabase);
  const { rows } = await sql.query<{ tenant_id: string }>(
    `INSERT INTO public.tenant_settings (tenant_id, self_registration_enabled, allowed_domains, require_mfa)
     SELECT p.tenant_id, p.self_registration, p.allowed_domains, p.require_mfa
       FROM identity.tenant_policies p JOIN public.tenants t ON t.id = p.tenant_id
     ON CONFLICT (tenant_id) DO NOTHING
     RETURNING tenant_id`,
  );
  return rows.length;
}

export type TenantChoice = { ok: true; tenantId: string } | { ok: false; reason: 'disabled' | 'domain' };

/**
 * The tenant a self-registering e-mail joins: a tenant that lists its domain (refused when that
 * tenant turned self-registration off), else the default tenant ('Demo Corp') when its policy
 * lets any domain in.
 */
export async function registrationTenant(sql: SqlClient, email: string, defaultTenantId?: string): Promise<TenantChoice> {
  const domain = normalizeDomain(email.slice(email.lastIndexOf('@') + 1));
  const claimed = await sql.query<{ tenant_id: string; self_registration: boolean }>(
    `SELECT e.tenant_id, e.self_registration FROM ${EFFECTIVE_POLICIES} e
      WHERE $1 = ANY (e.allowed_domains) AND e.tenant_status = 'ACTIVE' ORDER BY e.self_registration DESC, e.tenant_id LIMIT 1`,
    [domain],
  );
  if (claimed.rows[0]) {
    return claimed.rows[0].self_registration ? { ok: true, tenantId: claimed.rows[0].tenant_id } : { ok: false, reason: 'disabled' };
  }
  const tenantId = defaultTenantId ?? (await defaultTenant(sql));
  if (!tenantId) return { ok: false, reason: 'disabled' };
  const policy = await getTenantPolicy(sql, tenantId);
  if (!policy.selfRegistration) return { ok: false, reason: 'disabled' };
  if (policy.allowedDomains.length > 0) return { ok: false, reason: 'domain' };
  return { ok: true, tenantId };
}

async function defaultTenant(sql: SqlClient): Promise<string | undefined> {
  const { rows } = await sql.query<{ id: string }>(
    `SELECT id FROM public.tenants WHERE name = $1 OR id = $2 ORDER BY (name = $1) DESC LIMIT 1`,
    [DEFAULT_TENANT_NAME, DEFAULT_TENANT_ID],
  );
  return rows[0]?.id;
}
