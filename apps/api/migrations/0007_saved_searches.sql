-- Saved searches per person (the search query as JSON), their subscriptions, the ideas that
-- matched a subscription (in-app notification + daily e-mail digest) and the claim of each
-- scheduled job run, so two API instances on one database never run the same digest twice.
CREATE TABLE IF NOT EXISTS saved_searches (
  id            text PRIMARY KEY,
  tenant_id     text NOT NULL REFERENCES tenants(id),
  user_id       text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name          text NOT NULL,
  query         jsonb NOT NULL,
  position      integer NOT NULL,
  subscribed    boolean NOT NULL DEFAULT false,
  email_digest  boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS saved_searches_user_idx ON saved_searches (user_id, position);
CREATE UNIQUE INDEX IF NOT EXISTS saved_searches_user_name_key ON saved_searches (user_id, lower(name));
CREATE INDEX IF NOT EXISTS saved_searches_subscribed_idx ON saved_searches (tenant_id) WHERE subscribed;

CREATE TABLE IF NOT EXISTS saved_search_matches (
  saved_search_id text NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  idea_id         text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  user_id         text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tenant_id       text NOT NULL REFERENCES tenants(id),
  matched_at      timestamptz NOT NULL DEFAULT now(),
  -- Set when the match went into an e-mail digest (or was claimed for one).
  digested_at     timestamptz,
  PRIMARY KEY (saved_search_id, idea_id)
);
CREATE INDEX IF NOT EXISTS saved_search_matches_user_idx ON saved_search_matches (user_id, matched_at DESC);
CREATE INDEX IF NOT EXISTS saved_search_matches_digest_idx ON saved_search_matches (user_id) WHERE digested_at IS NULL;

CREATE TABLE IF NOT EXISTS api_job_runs (
  job        text NOT NULL,
  period     text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job, period)
);
