-- Appeals (Einspruch): the submitter objects to a rejection or a premium within the tenant's
-- period; an idea manager decides it (upheld / dismissed) with a reason. One open appeal per
-- idea and subject.
CREATE TABLE idea_appeals (
  id              text PRIMARY KEY,
  idea_id         text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id       text NOT NULL REFERENCES tenants(id),
  subject         text NOT NULL CHECK (subject IN ('rejection', 'premium')),
  reason          text NOT NULL,
  appellant_id    text REFERENCES users(id),
  created_at      timestamptz(3) NOT NULL DEFAULT now(),
  outcome         text CHECK (outcome IN ('upheld', 'dismissed')),
  decision_reason text,
  decided_by      text REFERENCES users(id),
  decided_at      timestamptz(3),
  CHECK ((outcome IS NULL) = (decided_at IS NULL))
);
CREATE UNIQUE INDEX idea_appeals_one_open_idx ON idea_appeals (idea_id, subject) WHERE outcome IS NULL;
CREATE INDEX idea_appeals_tenant_open_idx ON idea_appeals (tenant_id) WHERE outcome IS NULL;

-- Priority: a later idea linked to the earlier submission it duplicates (it is closed as rejected).
CREATE TABLE idea_duplicates (
  idea_id         text PRIMARY KEY REFERENCES ideas(id) ON DELETE CASCADE,
  earlier_idea_id text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id       text NOT NULL REFERENCES tenants(id),
  note            text,
  linked_by       text REFERENCES users(id),
  linked_at       timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (idea_id <> earlier_idea_id)
);
CREATE INDEX idea_duplicates_earlier_idx ON idea_duplicates (earlier_idea_id);

-- Payroll: personnel number and cost centre of a person; the wage type of premiums and the
-- appeal period of the tenant.
ALTER TABLE users
  ADD COLUMN personnel_number text,
  ADD COLUMN cost_centre      text;
ALTER TABLE tenant_settings
  ADD COLUMN appeal_period_days integer NOT NULL DEFAULT 28 CHECK (appeal_period_days BETWEEN 1 AND 365),
  ADD COLUMN wage_type          text;
