-- Idempotency keys are now written in the same transaction as their request, with its answer: a
-- committed row always has a status. Claims of the earlier scheme (status NULL, written before the
-- request ran) would block their key; they go. The answer's headers (ETag, Location) are replayed too.
DELETE FROM api_idempotency_keys WHERE status IS NULL;
ALTER TABLE api_idempotency_keys ADD COLUMN IF NOT EXISTS headers text;
