-- Workflow e-mail (tasks, questions, decisions): each person's choice per kind (NULL = the
-- defaults, libs/domain workflow-mail.ts), the claim of every event per recipient (inserted before
-- a mail goes out, so two API instances or a restart never mail an event twice), the claim of each
-- person's daily digest, and the moment mail started (older history is never mailed).
ALTER TABLE users ADD COLUMN IF NOT EXISTS workflow_mail jsonb;

CREATE TABLE IF NOT EXISTS workflow_mail_deliveries (
  user_id    text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event_id   text NOT NULL REFERENCES idea_history(id) ON DELETE CASCADE,
  kind       text NOT NULL,
  -- 'immediately' / 'daily': mailed (or being mailed); 'off': the person chose no mail;
  -- 'withheld': the person could not see the event when it was due.
  outcome    text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, event_id)
);

CREATE TABLE IF NOT EXISTS workflow_mail_digests (
  user_id    text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day        text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);

CREATE TABLE IF NOT EXISTS workflow_mail_start (
  id    boolean PRIMARY KEY DEFAULT true CHECK (id),
  since timestamptz NOT NULL DEFAULT now()
);
INSERT INTO workflow_mail_start DEFAULT VALUES ON CONFLICT DO NOTHING;

CREATE INDEX IF NOT EXISTS idea_history_created_idx ON idea_history (created_at);
