-- The idea workflow: first assessment, inquiries, review, expert opinions, implementation and
-- final decision, one row (or thread) per idea, plus the user functions that see the
-- tariff/salary group. The assessment assignee stays in ideas.assessment_assignee_id.

-- When the idea entered its current status ("since when" of a task).
ALTER TABLE ideas ADD COLUMN status_changed_at timestamptz(3);
UPDATE ideas SET status_changed_at = coalesce(submitted_at, updated_at);
ALTER TABLE ideas ALTER COLUMN status_changed_at SET DEFAULT now();
ALTER TABLE ideas ALTER COLUMN status_changed_at SET NOT NULL;

-- Works council and idea manager (besides the tenant's list of idea-manager e-mails), and the
-- tariff/salary group only those two may read.
ALTER TABLE users ADD COLUMN functions text[] NOT NULL DEFAULT '{}'
  CHECK (functions <@ ARRAY['worksCouncil', 'ideaManager']::text[]);
ALTER TABLE users ADD COLUMN tariff_group text;

-- The user an event concerns besides the idea's people (new assignee, asked expert, asker).
ALTER TABLE idea_history ADD COLUMN concerned_user_id text REFERENCES users(id);
CREATE INDEX idea_history_concerned_idx ON idea_history (concerned_user_id, created_at DESC) WHERE concerned_user_id IS NOT NULL;

CREATE TABLE idea_assessments (
  idea_id                  text PRIMARY KEY REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id                text NOT NULL REFERENCES tenants(id),
  classification           text[] NOT NULL DEFAULT '{}',
  is_valid_idea            boolean,
  invalid_reason           text,
  assignment_note          text,
  status_after_assignment  text CHECK (status_after_assignment IN ('stay', 'review')),
  note                     text,
  assessor_id              text REFERENCES users(id),
  completed_at             timestamptz(3),
  reject_reason            text,
  updated_at               timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE idea_inquiries (
  id           text PRIMARY KEY,
  idea_id      text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id    text NOT NULL REFERENCES tenants(id),
  question     text NOT NULL,
  asked_by     text REFERENCES users(id),
  asked_at     timestamptz(3) NOT NULL DEFAULT now(),
  answer       text,
  answered_by  text REFERENCES users(id),
  answered_at  timestamptz(3)
);
CREATE INDEX idea_inquiries_idea_idx ON idea_inquiries (idea_id, asked_at);
CREATE INDEX idea_inquiries_open_idx ON idea_inquiries (tenant_id, idea_id) WHERE answered_at IS NULL;

CREATE TABLE idea_reviews (
  idea_id                   text PRIMARY KEY REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id                 text NOT NULL REFERENCES tenants(id),
  reviewer_id               text REFERENCES users(id),
  recommendation            text CHECK (recommendation IN ('approve', 'requestChanges', 'reject')),
  comment                   text,
  reason                    text,
  reasoning_category        text,
  is_postponed              boolean NOT NULL DEFAULT false,
  postponement_reason       text,
  postponement_date         date,
  benefit_calculation_type  text CHECK (benefit_calculation_type IN ('calculable', 'notCalculable')),
  benefit_type              text,
  benefit_value             text CHECK (benefit_value IN ('asiNo', 'low', 'middle', 'high')),
  first_year_net_savings    numeric(16, 2),
  additional_benefit        text,
  attachment_ids            text[] NOT NULL DEFAULT '{}',
  not_implemented_reason    text,
  reviewed_at               timestamptz(3),
  updated_at                timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE idea_expert_opinions (
  id            text PRIMARY KEY,
  idea_id       text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id     text NOT NULL REFERENCES tenants(id),
  expert_id     text NOT NULL REFERENCES users(id),
  requested_by  text REFERENCES users(id),
  requested_at  timestamptz(3) NOT NULL DEFAULT now(),
  note          text,
  comment       text,
  answered_at   timestamptz(3)
);
CREATE INDEX idea_expert_opinions_idea_idx ON idea_expert_opinions (idea_id, requested_at);
-- One open request per expert and idea.
CREATE UNIQUE INDEX idea_expert_opinions_open_idx ON idea_expert_opinions (idea_id, expert_id) WHERE answered_at IS NULL;
CREATE INDEX idea_expert_opinions_expert_idx ON idea_expert_opinions (expert_id) WHERE answered_at IS NULL;

CREATE TABLE idea_implementations (
  idea_id         text PRIMARY KEY REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id       text NOT NULL REFERENCES tenants(id),
  status          text CHECK (status IN ('notStarted', 'planned', 'inProgress', 'onHold', 'done')),
  hint            text,
  planned_date    date,
  priority        text CHECK (priority IN ('high', 'medium', 'low')),
  in_charge_id    text REFERENCES users(id),
  implemented_at  timestamptz(3),
  updated_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX idea_implementations_in_charge_idx ON idea_implementations (in_charge_id) WHERE in_charge_id IS NOT NULL;

CREATE TABLE idea_decisions (
  idea_id           text PRIMARY KEY REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id         text NOT NULL REFERENCES tenants(id),
  decision          text CHECK (decision IN ('accepted', 'rejected')),
  reason            text,
  decided_by        text REFERENCES users(id),
  decided_at        timestamptz(3),
  realised_savings  numeric(16, 2),
  completed_at      timestamptz(3),
  note              text,
  updated_at        timestamptz(3) NOT NULL DEFAULT now()
);
