-- Who changed which tenant setting, and when: the admin activity log lists these beside the
-- ideas' history and the people's functions. For now the time zone (issue 37), which changes
-- every time a PDF case file shows.
CREATE TABLE IF NOT EXISTS tenant_settings_history (
  id          text PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenants(id),
  field_name  text NOT NULL CHECK (field_name IN ('timeZone')),
  old_value   text,
  new_value   text,
  actor_id    text REFERENCES users(id),
  actor_name  text,
  created_at  timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS tenant_settings_history_tenant_idx ON tenant_settings_history (tenant_id, created_at DESC);
