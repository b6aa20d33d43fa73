-- The money side of the suggestion scheme (issue 39): the tenant's premium rule sets from the
-- works agreement, versioned (each change a new row, in force for ideas submitted on or after
-- valid_from), the premium of each idea with its derivation and four-eyes release, and the team's
-- shares of it.
CREATE TABLE IF NOT EXISTS premium_rule_sets (
  id                              text PRIMARY KEY,
  tenant_id                       text NOT NULL REFERENCES tenants(id),
  version                         integer NOT NULL CHECK (version >= 1),
  valid_from                      date NOT NULL,
  currency                        text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- CalculableRule / NonCalculableRule of libs/contracts premium.ts.
  calculable                      jsonb NOT NULL,
  non_calculable                  jsonb NOT NULL,
  appreciation_award              numeric(16, 2) NOT NULL CHECK (appreciation_award >= 0),
  appeal_period_days              integer NOT NULL CHECK (appeal_period_days BETWEEN 0 AND 365),
  objection_period_days           integer NOT NULL CHECK (objection_period_days BETWEEN 0 AND 365),
  release_after_objection_period  boolean NOT NULL DEFAULT true,
  claw_back                       boolean NOT NULL DEFAULT false,
  created_by                      text REFERENCES users(id),
  created_at                      timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, version)
);
CREATE INDEX IF NOT EXISTS premium_rule_sets_tenant_valid_idx ON premium_rule_sets (tenant_id, valid_from DESC, version DESC);

-- What the review records for the premium: first-year savings and implementation costs
-- (calculable benefit) or the level per criterion of the point table (non-calculable).
ALTER TABLE idea_reviews ADD COLUMN IF NOT EXISTS first_year_savings numeric(16, 2);
ALTER TABLE idea_reviews ADD COLUMN IF NOT EXISTS implementation_costs numeric(16, 2);
ALTER TABLE idea_reviews ADD COLUMN IF NOT EXISTS criterion_levels jsonb;

CREATE TABLE IF NOT EXISTS idea_premiums (
  idea_id                     text PRIMARY KEY REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id                   text NOT NULL REFERENCES tenants(id),
  rule_set_id                 text NOT NULL REFERENCES premium_rule_sets(id),
  kind                        text NOT NULL CHECK (kind IN ('calculable', 'notCalculable', 'appreciation')),
  status                      text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'approved', 'objected', 'released')),
  -- The amount to pay (the proposal, or the idea manager's adjustment).
  amount                      numeric(16, 2) NOT NULL CHECK (amount >= 0),
  proposed_amount             numeric(16, 2) NOT NULL CHECK (proposed_amount >= 0),
  currency                    text NOT NULL,
  -- PremiumDerivation of libs/contracts premium.ts: rule version, inputs, each step.
  derivation                  jsonb NOT NULL,
  adjustment_reason           text,
  adjusted_by                 text REFERENCES users(id),
  manager_approved_by         text REFERENCES users(id),
  manager_approved_at         timestamptz(3),
  works_council_by            text REFERENCES users(id),
  works_council_approved_at   timestamptz(3),
  objected_at                 timestamptz(3),
  objection_reason            text,
  -- Copied from the rule set when the idea manager agrees: when the works council's period ends.
  objection_deadline          timestamptz(3),
  release_after_deadline      boolean NOT NULL DEFAULT true,
  released_at                 timestamptz(3),
  shares_confirmed            boolean NOT NULL DEFAULT false,
  version                     integer NOT NULL DEFAULT 1,
  created_at                  timestamptz(3) NOT NULL DEFAULT now(),
  updated_at                  timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS idea_premiums_tenant_status_idx ON idea_premiums (tenant_id, status, released_at);

-- Each person's share: the current split (proposed = false, with the amount) and the shares the
-- submitter proposed for the idea manager to confirm (proposed = true).
CREATE TABLE IF NOT EXISTS idea_premium_shares (
  idea_id       text NOT NULL REFERENCES idea_premiums(idea_id) ON DELETE CASCADE,
  tenant_id     text NOT NULL REFERENCES tenants(id),
  user_id       text NOT NULL REFERENCES users(id),
  proposed      boolean NOT NULL DEFAULT false,
  basis_points  integer NOT NULL CHECK (basis_points BETWEEN 0 AND 10000),
  amount        numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (idea_id, proposed, user_id)
);
CREATE INDEX IF NOT EXISTS idea_premium_shares_user_idx ON idea_premium_shares (tenant_id, user_id);
