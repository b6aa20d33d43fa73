-- Payroll export of released premiums: each export is a batch whose rows keep what was sent to
-- payroll (so the batch downloads again unchanged); the rows are the record of what was paid, so
-- a share is never exported twice (a later top-up exports only the difference).
CREATE TABLE payroll_batches (
  id              text PRIMARY KEY,
  tenant_id       text NOT NULL REFERENCES tenants(id),
  period_from     date NOT NULL,
  period_to       date NOT NULL CHECK (period_to >= period_from),
  wage_type       text,
  created_by      text REFERENCES users(id),
  created_by_name text,
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX payroll_batches_tenant_idx ON payroll_batches (tenant_id, created_at DESC);

CREATE TABLE payroll_batch_rows (
  batch_id            text NOT NULL REFERENCES payroll_batches(id) ON DELETE CASCADE,
  tenant_id           text NOT NULL REFERENCES tenants(id),
  idea_id             text NOT NULL REFERENCES ideas(id),
  user_id             text NOT NULL REFERENCES users(id),
  personnel_number    text,
  name                text NOT NULL,
  organizational_unit text,
  cost_centre         text,
  amount              numeric(16, 2) NOT NULL CHECK (amount > 0),
  currency            text NOT NULL,
  released_at         timestamptz(3) NOT NULL,
  wage_type           text,
  PRIMARY KEY (batch_id, idea_id, user_id)
);
CREATE INDEX payroll_batch_rows_paid_idx ON payroll_batch_rows (tenant_id, idea_id, user_id);
