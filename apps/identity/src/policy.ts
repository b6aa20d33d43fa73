/**
 * Per-tenant administrator settings kept by the identity provider: who may self-register
 * (on/off, restricted to e-mail domains) and whether MFA is required. An admin UI comes later;
 * until then call setRegistrationPolicy / setMfaPolicy.
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

/** Used when a tenant has no row: open registration, no MFA requirement. */
export const DEFAULT_POLICY: Omit<TenantPolicy, 'tenantId'> = { selfRegistration: true, allowedDomains: [], requireMfa: false };
export const DEFAULT_TENANT_NAME = 'Demo Corp';
export const DEFAULT_TENANT_ID = 'tenant-demo-corp';

const normalizeDomain = (d: string) => d.trim().toLowerCase().replace(/^@/, '');

export async function getTenantPolicy(db: IdentityDatabase | SqlClient, tenantId: string): Promise<TenantPolicy> {
  const sql = resolveSql(db as IdentityDatabase);
  const { rows } = await sql.query<{ self_registration: boolean; allowed_domains: string[]; require_mfa: boolean }>(
    `SELECT self_registration, allowed_domains, require_mfa FROM identity.tenant_policies WHERE tenant_id = $1`,
    [tenantId],
  );
  const r = rows[0];
  return r
    ? { tenantId, selfRegistration: r.self_registration, allowedDomains: r.allowed_domains ?? [], requireMfa: r.require_mfa }
    : { tenantId, ...DEFAULT_POLICY };
}

/** Sets who may self-register into a tenant (fields left out keep their value). */
export async function setRegistrationPolicy(db: IdentityDatabase, tenantId: string, policy: Partial<RegistrationPolicy>): Promise<TenantPolicy> {
  const sql = resolveSql(db);
  const current = await getTenantPolicy(sql, tenantId);
  const next = {
    selfRegistration: policy.selfRegistration ?? current.selfRegistration,
    allowedDomains: [...new Set((policy.allowedDomains ?? current.allowedDomains).map(normalizeDomain).filter(Boolean))],
  };
  await sql.query(
    `INSERT INTO identity.tenant_policies (tenant_id, self_registration, allowed_domains, require_mfa) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id) DO UPDATE SET self_registration = EXCLUDED.self_registration,
       allowed_domains = EXCLUDED.allowed_domains, updated_at = now()`,
    [tenantId, next.selfRegistration, next.allowedDomains, current.requireMfa],
  );
  return { ...current, ...next };
}

/** Requires (or stops requiring) MFA for every account of a tenant, from their next sign-in. */
export async function setMfaPolicy(db: IdentityDatabase, tenantId: string, policy: { requireMfa: boolean }): Promise<TenantPolicy> {
  const sql = resolveSql(db);
  const current = await getTenantPolicy(sql, tenantId);
  await sql.query(
    `INSERT INTO identity.tenant_policies (tenant_id, self_registration, allowed_domains, require_mfa) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id) DO UPDATE SET require_mfa = EXCLUDED.require_mfa, updated_at = now()`,
    [tenantId, current.selfRegistration, current.allowedDomains, policy.requireMfa],
  );
  return { ...current, requireMfa: policy.requireMfa };
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
    `SELECT p.tenant_id, p.self_registration FROM identity.tenant_policies p JOIN public.tenants t ON t.id = p.tenant_id
      WHERE $1 = ANY (p.allowed_domains) AND t.status = 'ACTIVE' ORDER BY p.self_registration DESC, p.tenant_id LIMIT 1`,
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
