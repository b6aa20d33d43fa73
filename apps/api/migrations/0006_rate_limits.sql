-- Rate-limit counters shared by every API instance on this database (fixed windows).
CREATE TABLE IF NOT EXISTS api_rate_limits (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL
);
