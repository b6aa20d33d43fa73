-- Admin area and profile editing: last sign-in, the user's own language, unit location/status,
-- category descriptions, and the tenant's self-registration / MFA policy.
ALTER TABLE users ADD COLUMN IF NOT EXISTS last_login_at timestamptz(3);
ALTER TABLE users ADD COLUMN IF NOT EXISTS preferred_language text CHECK (preferred_language IN ('en', 'de'));

ALTER TABLE organizational_units ADD COLUMN IF NOT EXISTS location text;
ALTER TABLE organizational_units ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE'));

ALTER TABLE categories ADD COLUMN IF NOT EXISTS description text;

-- One row per tenant (absent = defaults: no self-registration, MFA optional). The identity
-- service reads it to decide who may sign up and whether a second factor is required.
CREATE TABLE IF NOT EXISTS tenant_settings (
  tenant_id                  text PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  self_registration_enabled  boolean NOT NULL DEFAULT false,
  allowed_domains            text[] NOT NULL DEFAULT '{}',
  require_mfa                boolean NOT NULL DEFAULT false,
  updated_by                 text REFERENCES users(id),
  updated_at                 timestamptz(3) NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS ideas_unit_idx ON ideas (organizational_unit_id);
CREATE INDEX IF NOT EXISTS users_tenant_email_idx ON users (tenant_id, lower(email));
