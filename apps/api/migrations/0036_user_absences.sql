-- Deputies (issue 40): a person's absence (first and last day, both included) and their deputy,
-- set by the person in their profile or by an administrator (`set_by`). One absence per person;
-- while it runs, new tasks for the person go to the deputy, and the deputy works the person's open
-- tasks (assess, review, expert opinion, implement, decide) and nothing else. A history entry of a
-- change the deputy made names the person they acted for (`acted_for_id`, `acted_for_name`).
CREATE TABLE IF NOT EXISTS user_absences (
  user_id     text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  tenant_id   text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  starts_on   date NOT NULL,
  ends_on     date NOT NULL,
  deputy_id   text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  set_by      text REFERENCES users(id) ON DELETE SET NULL,
  updated_at  timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (ends_on >= starts_on),
  CHECK (deputy_id <> user_id)
);
CREATE INDEX IF NOT EXISTS user_absences_deputy_idx ON user_absences (deputy_id, starts_on, ends_on);

ALTER TABLE idea_history ADD COLUMN IF NOT EXISTS acted_for_id text REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE idea_history ADD COLUMN IF NOT EXISTS acted_for_name text;
