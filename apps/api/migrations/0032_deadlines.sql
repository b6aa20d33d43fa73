-- Deadlines (issue 40): the tenant's due periods per stage, German state, closing days, reminder
-- and escalation thresholds (one JSON document, completed with the domain's defaults on read),
-- and every reminder and escalation the scheduled job sent. A row is unique per task, person,
-- kind of reminder and due date, so two instances or a restart never send one twice; `mailed_at`
-- is set when its mail was claimed (a run that stopped before mailing leaves it for the next).
ALTER TABLE tenant_settings ADD COLUMN IF NOT EXISTS deadlines jsonb;

CREATE TABLE IF NOT EXISTS deadline_reminders (
  id           text PRIMARY KEY,
  tenant_id    text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  idea_id      text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  task_kind    text NOT NULL,
  -- The person in charge of the task (for an escalation: the one who let it run over).
  person_id    text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- Who is told: the person in charge, or (escalated) an idea manager.
  user_id      text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reminder     text NOT NULL CHECK (reminder IN ('dueSoon', 'dueToday', 'escalated')),
  due_date     date NOT NULL,
  created_at   timestamptz(3) NOT NULL DEFAULT now(),
  mailed_at    timestamptz(3),
  -- An escalation stays an idea manager's task until the task is done or given to someone else.
  resolved_at  timestamptz(3),
  UNIQUE (idea_id, task_kind, person_id, user_id, reminder, due_date)
);
CREATE INDEX IF NOT EXISTS deadline_reminders_user_idx ON deadline_reminders (user_id, created_at DESC);
CREATE INDEX IF NOT EXISTS deadline_reminders_unmailed_idx ON deadline_reminders (tenant_id) WHERE mailed_at IS NULL;
