-- Idea writes: comments (threaded, soft-deleted), likes (once per user), views (once per user
-- per day), revision requests, and an index for the similar-ideas lookup.

CREATE TABLE IF NOT EXISTS idea_comments (
  id          text PRIMARY KEY,
  idea_id     text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id   text NOT NULL REFERENCES tenants(id),
  parent_id   text REFERENCES idea_comments(id) ON DELETE CASCADE,
  author_id   text REFERENCES users(id),
  text        text NOT NULL,
  created_at  timestamptz(3) NOT NULL DEFAULT now(),
  -- Soft delete: the row (and so its replies) stays, the text is cleared.
  deleted_at  timestamptz(3),
  deleted_by  text REFERENCES users(id)
);
CREATE INDEX IF NOT EXISTS idea_comments_idea_idx ON idea_comments (idea_id, created_at, id);
CREATE INDEX IF NOT EXISTS idea_comments_parent_idx ON idea_comments (parent_id) WHERE parent_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS idea_likes (
  idea_id     text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users(id),
  created_at  timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (idea_id, user_id)
);
CREATE INDEX IF NOT EXISTS idea_likes_user_idx ON idea_likes (user_id);

CREATE TABLE IF NOT EXISTS idea_views (
  idea_id  text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  user_id  text NOT NULL REFERENCES users(id),
  -- UTC calendar day of the view.
  day      date NOT NULL,
  PRIMARY KEY (idea_id, user_id, day)
);

CREATE TABLE IF NOT EXISTS idea_revision_requests (
  id          text PRIMARY KEY,
  idea_id     text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id   text NOT NULL REFERENCES tenants(id),
  author_id   text REFERENCES users(id),
  message     text NOT NULL,
  created_at  timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS idea_revision_requests_idea_idx ON idea_revision_requests (idea_id, created_at DESC);

CREATE INDEX IF NOT EXISTS idea_attachments_idea_idx ON idea_attachments (idea_id, position);
