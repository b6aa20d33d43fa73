-- Idempotency keys of POST requests, shared by every API instance on this database: the first
-- request with a key claims it (status NULL while it runs), its answer is kept for 24 hours and
-- replayed to a repeat of the same request on any instance.
CREATE TABLE IF NOT EXISTS api_idempotency_keys (
  user_id     text NOT NULL,
  key         text NOT NULL,
  method      text NOT NULL,
  path        text NOT NULL,
  fingerprint text NOT NULL,
  status      integer,
  body        text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX IF NOT EXISTS api_idempotency_keys_created ON api_idempotency_keys (created_at);
