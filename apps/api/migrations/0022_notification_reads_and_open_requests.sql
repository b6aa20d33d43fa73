-- Notifications: the read state belongs to the person, on the server (it follows them to another
-- device). One row per notification read, and per person a moment before which everything counts
-- as read ("mark all as read").
CREATE TABLE notification_reads (
  user_id         text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  notification_id text NOT NULL,
  read_at         timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, notification_id)
);

CREATE TABLE notification_read_marks (
  user_id     text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  read_before timestamptz(3) NOT NULL
);

-- Requests that wait for someone (their tasks in GET /tasks): changes a reviewer requested of the
-- idea's creators (cleared when the idea is edited), and the answer to a revision request.
ALTER TABLE ideas ADD COLUMN changes_requested_at timestamptz(3);

ALTER TABLE idea_revision_requests
  ADD COLUMN answer      text,
  ADD COLUMN answered_by text REFERENCES users(id),
  ADD COLUMN answered_at timestamptz(3);
CREATE INDEX idea_revision_requests_open_idx ON idea_revision_requests (idea_id) WHERE answered_at IS NULL;
