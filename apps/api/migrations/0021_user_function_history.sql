-- Who gave whom which function (works council, idea manager) or tariff group, and when: the
-- admin activity log lists these beside the ideas' history, so an administrator granting
-- themself the idea-manager function (which reads every tariff group) is on record. Tariff
-- group values are not kept here (only that it changed): they are for the two functions' eyes.
CREATE TABLE IF NOT EXISTS user_function_history (
  id          text PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenants(id),
  user_id     text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  field_name  text NOT NULL CHECK (field_name IN ('functions', 'tariffGroup')),
  old_value   text,
  new_value   text,
  actor_id    text REFERENCES users(id),
  actor_name  text,
  created_at  timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS user_function_history_tenant_idx ON user_function_history (tenant_id, created_at DESC);

-- The demo seed copied the tariff/salary group into group_name, which GET /users shows to
-- everyone who may list people: take those copies out (the group stays in tariff_group).
UPDATE users SET group_name = NULL WHERE group_name IS NOT NULL AND group_name = tariff_group;
