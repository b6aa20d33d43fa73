-- Identity provider tables, in their own schema. The users themselves (profile, enabled flag)
-- live in public.users, owned by apps/api; identity.credentials.user_id is that user's user_id.
CREATE SCHEMA IF NOT EXISTS identity;

CREATE TABLE IF NOT EXISTS identity.credentials (
  user_id              text PRIMARY KEY,
  email                text NOT NULL,
  password_hash        text NOT NULL,
  password_changed_at  timestamptz NOT NULL DEFAULT now(),
  must_change_password boolean NOT NULL DEFAULT false,
  failed_attempts      integer NOT NULL DEFAULT 0,
  locked_until         timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT credentials_email_lowercase CHECK (email = lower(email))
);
CREATE UNIQUE INDEX IF NOT EXISTS credentials_email_key ON identity.credentials (email);

-- JWKS private keys (JWK JSON). generation is unique so that concurrent first starts of several
-- replicas agree on one key; the highest generation signs, older ones stay published for verification.
CREATE TABLE IF NOT EXISTS identity.signing_keys (
  kid         text PRIMARY KEY,
  generation  integer NOT NULL UNIQUE,
  alg         text NOT NULL,
  private_jwk jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  retired_at  timestamptz
);

-- Small key/value settings, e.g. the generated cookie signing secret.
CREATE TABLE IF NOT EXISTS identity.settings (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- oidc-provider Adapter storage: sessions, interactions, grants, codes, tokens.
CREATE TABLE IF NOT EXISTS identity.oidc_payloads (
  id          text NOT NULL,
  model       text NOT NULL,
  payload     jsonb NOT NULL,
  grant_id    text,
  user_code   text,
  uid         text,
  expires_at  timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_payloads_grant_id_idx ON identity.oidc_payloads (grant_id);
CREATE INDEX IF NOT EXISTS oidc_payloads_user_code_idx ON identity.oidc_payloads (model, user_code);
CREATE INDEX IF NOT EXISTS oidc_payloads_uid_idx ON identity.oidc_payloads (model, uid);
CREATE INDEX IF NOT EXISTS oidc_payloads_expires_at_idx ON identity.oidc_payloads (expires_at);
