-- Issue 4: registration, confirmation and reset codes, mail outbox, tenant policies,
-- brute-force bookkeeping, trusted devices, TOTP MFA, pending sign-in steps, federated links.

-- Self-registered accounts stay unconfirmed until the mailed code is entered. Existing rows
-- (seeded or created by an administrator) count as confirmed.
ALTER TABLE identity.credentials ADD COLUMN IF NOT EXISTS confirmed boolean NOT NULL DEFAULT true;

-- Six-digit codes (stored hashed). purpose: 'signup' | 'reset'. user_id is NULL for a decoy code
-- issued for an unknown e-mail (so that answers and counters look the same either way).
CREATE TABLE IF NOT EXISTS identity.verification_codes (
  id          text PRIMARY KEY,
  purpose     text NOT NULL CHECK (purpose IN ('signup', 'reset')),
  email       text NOT NULL,
  user_id     text,
  code_hash   text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS verification_codes_lookup_idx ON identity.verification_codes (purpose, email, created_at DESC);

-- "Resend code" cooldown, keyed by purpose + e-mail whether or not an account exists.
CREATE TABLE IF NOT EXISTS identity.mail_throttle (
  key          text PRIMARY KEY,
  last_sent_at timestamptz NOT NULL
);

-- Development mail sink (used when SMTP_URL is not configured).
CREATE TABLE IF NOT EXISTS identity.outbox (
  id         bigserial PRIMARY KEY,
  to_email   text NOT NULL,
  subject    text NOT NULL,
  text_body  text NOT NULL,
  html_body  text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS outbox_to_idx ON identity.outbox (to_email, id DESC);

-- Per-tenant administrator settings (tenant_id is public.tenants.id; no foreign key so that the
-- identity schema can be migrated before or without the API's).
CREATE TABLE IF NOT EXISTS identity.tenant_policies (
  tenant_id          text PRIMARY KEY,
  self_registration  boolean NOT NULL DEFAULT true,
  allowed_domains    text[] NOT NULL DEFAULT '{}',
  require_mfa        boolean NOT NULL DEFAULT false,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
INSERT INTO identity.tenant_policies (tenant_id, self_registration, allowed_domains)
VALUES ('tenant-demo-corp', true, '{example.com}') ON CONFLICT DO NOTHING;

-- Failed sign-ins (sliding window per account and per client address).
CREATE TABLE IF NOT EXISTS identity.login_failures (
  id          bigserial PRIMARY KEY,
  account_key text NOT NULL,
  address     text NOT NULL,
  device_id   text,
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS login_failures_account_idx ON identity.login_failures (account_key, at DESC);
CREATE INDEX IF NOT EXISTS login_failures_address_idx ON identity.login_failures (address, at DESC);

-- Browsers that completed a sign-in (the remembered-device cookie carries id + secret).
CREATE TABLE IF NOT EXISTS identity.trusted_devices (
  id           text PRIMARY KEY,
  user_id      text NOT NULL,
  secret_hash  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS trusted_devices_user_idx ON identity.trusted_devices (user_id);

-- TOTP: the confirmed secret and, during enrolment, the pending one. last_step blocks replays.
CREATE TABLE IF NOT EXISTS identity.mfa (
  user_id        text PRIMARY KEY,
  secret         text,
  pending_secret text,
  enabled        boolean NOT NULL DEFAULT false,
  last_step      bigint,
  enabled_at     timestamptz,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS identity.recovery_codes (
  user_id   text NOT NULL,
  code_hash text NOT NULL,
  used_at   timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A sign-in whose password was right but which still has steps to do (new password, MFA).
CREATE TABLE IF NOT EXISTS identity.login_steps (
  uid         text PRIMARY KEY,
  user_id     text NOT NULL,
  remember    boolean NOT NULL DEFAULT false,
  step        text NOT NULL,
  amr         text[] NOT NULL DEFAULT '{}',
  data        jsonb,
  attempts    integer NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL
);

-- Upstream OpenID providers: the login request in flight, and the linked identities.
CREATE TABLE IF NOT EXISTS identity.federation_states (
  state           text PRIMARY KEY,
  upstream_id     text NOT NULL,
  interaction_uid text NOT NULL,
  nonce           text NOT NULL,
  code_verifier   text NOT NULL,
  expires_at      timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS identity.federated_identities (
  upstream_id text NOT NULL,
  subject     text NOT NULL,
  user_id     text NOT NULL,
  email       text,
  linked_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (upstream_id, subject)
);
