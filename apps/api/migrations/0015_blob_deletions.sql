-- Attachment files still to be removed from the store (local folder or bucket). A delete of an
-- attachment or draft writes its keys here in the same transaction that removes the rows; the
-- API deletes the files right after and again periodically (and at start) until the store
-- answers, so a file whose delete failed (storage down) is not left in the bucket for ever.
CREATE TABLE IF NOT EXISTS blob_deletions (
  storage_key     text PRIMARY KEY,
  attempts        integer NOT NULL DEFAULT 0,
  last_error      text,
  next_attempt_at timestamptz(3) NOT NULL DEFAULT now(),
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS blob_deletions_due_idx ON blob_deletions (next_attempt_at);
