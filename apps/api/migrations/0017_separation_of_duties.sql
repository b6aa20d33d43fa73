-- Separation of duties: whether a tenant lets people handle ideas they submitted or contribute to
-- (small companies), the realised savings above which a second person confirms the completion,
-- and who recorded and who confirmed such a completion.
ALTER TABLE tenant_settings ADD COLUMN allow_self_assessment boolean NOT NULL DEFAULT false;
ALTER TABLE tenant_settings ADD COLUMN realised_savings_review_threshold numeric(16, 2) NOT NULL DEFAULT 100000;

ALTER TABLE idea_decisions ADD COLUMN completion_requested_by text REFERENCES users(id);
ALTER TABLE idea_decisions ADD COLUMN completion_requested_at timestamptz(3);
ALTER TABLE idea_decisions ADD COLUMN completion_confirmed_by text REFERENCES users(id);
