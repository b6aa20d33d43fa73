-- Idea Portal API schema (public). Timestamps keep millisecond precision so that keyset
-- cursors built from JavaScript dates compare exactly.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE tenants (
  id                  text PRIMARY KEY,
  name                text NOT NULL,
  status              text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  description         text,
  idea_managers       text[] NOT NULL DEFAULT '{}',
  admin               text,
  currency            text NOT NULL DEFAULT 'EUR',
  preferred_language  text NOT NULL DEFAULT 'en' CHECK (preferred_language IN ('en', 'de')),
  created_at          timestamptz(3) NOT NULL DEFAULT now(),
  updated_at          timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE organizational_units (
  id            text PRIMARY KEY,
  tenant_id     text NOT NULL REFERENCES tenants(id),
  name          text NOT NULL,
  line_manager  text,
  created_at    timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, name)
);

CREATE TABLE users (
  id                      text PRIMARY KEY,
  user_id                 text NOT NULL UNIQUE,
  email                   text NOT NULL UNIQUE,
  given_name              text NOT NULL,
  family_name             text NOT NULL,
  phone_number            text,
  picture                 text,
  about_me                text,
  position                text,
  group_name              text,
  status                  text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  enabled                 boolean NOT NULL DEFAULT true,
  role                    text NOT NULL DEFAULT 'VIEWERS' CHECK (role IN ('ADMIN', 'EVALUATORS', 'CREATORS', 'VIEWERS')),
  organizational_unit_id  text REFERENCES organizational_units(id),
  tenant_id               text NOT NULL REFERENCES tenants(id),
  created_at              timestamptz(3) NOT NULL DEFAULT now(),
  updated_at              timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX users_tenant_name_idx ON users (tenant_id, family_name, given_name, id);
CREATE INDEX users_unit_idx ON users (organizational_unit_id);

CREATE TABLE categories (
  id          text PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenants(id),
  name        text NOT NULL,
  created_at  timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, name)
);

CREATE TABLE ideas (
  id                      text PRIMARY KEY,
  tenant_id               text NOT NULL REFERENCES tenants(id),
  submitter_id            text NOT NULL REFERENCES users(id),
  organizational_unit_id  text REFERENCES organizational_units(id),
  category_id             text REFERENCES categories(id),
  title                   text NOT NULL,
  description             text NOT NULL DEFAULT '',
  solution                text NOT NULL DEFAULT '',
  status                  text NOT NULL DEFAULT 'draft' CHECK (status IN
    ('draft', 'first_assessment', 'review', 'implementation', 'final_decision', 'accepted', 'completed', 'rejected')),
  visibility              text NOT NULL DEFAULT 'organization' CHECK (visibility IN ('organization', 'unit', 'people')),
  tags                    text[] NOT NULL DEFAULT '{}',
  innovation_area         text,
  material                text,
  function                text,
  location                text,
  banner_image            text,
  assessment_assignee_id  text REFERENCES users(id),
  views                   integer NOT NULL DEFAULT 0,
  likes                   integer NOT NULL DEFAULT 0,
  version                 integer NOT NULL DEFAULT 1,
  submitted_at            timestamptz(3),
  created_at              timestamptz(3) NOT NULL DEFAULT now(),
  updated_at              timestamptz(3) NOT NULL DEFAULT now(),
  -- German + English full text; title weighs most.
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('german', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('german', coalesce(description, '') || ' ' || coalesce(solution, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(solution, '')), 'B')
  ) STORED
);
CREATE INDEX ideas_tenant_updated_idx ON ideas (tenant_id, updated_at DESC, id DESC);
CREATE INDEX ideas_tenant_created_idx ON ideas (tenant_id, created_at DESC, id DESC);
CREATE INDEX ideas_tenant_title_idx ON ideas (tenant_id, title, id);
CREATE INDEX ideas_tenant_status_idx ON ideas (tenant_id, status, updated_at DESC);
CREATE INDEX ideas_submitter_idx ON ideas (submitter_id);
CREATE INDEX ideas_assignee_idx ON ideas (assessment_assignee_id) WHERE assessment_assignee_id IS NOT NULL;
CREATE INDEX ideas_category_idx ON ideas (category_id);
CREATE INDEX ideas_search_idx ON ideas USING gin (search);
CREATE INDEX ideas_title_trgm_idx ON ideas USING gin (title gin_trgm_ops);

CREATE TABLE idea_contributors (
  idea_id   text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  user_id   text NOT NULL REFERENCES users(id),
  added_at  timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (idea_id, user_id)
);
CREATE INDEX idea_contributors_user_idx ON idea_contributors (user_id);

CREATE TABLE idea_visibility_people (
  idea_id  text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  user_id  text NOT NULL REFERENCES users(id),
  PRIMARY KEY (idea_id, user_id)
);
CREATE INDEX idea_visibility_people_user_idx ON idea_visibility_people (user_id);

CREATE TABLE idea_followers (
  idea_id     text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users(id),
  created_at  timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (idea_id, user_id)
);
CREATE INDEX idea_followers_user_idx ON idea_followers (user_id, created_at DESC);

CREATE TABLE idea_attachments (
  id            text PRIMARY KEY,
  idea_id       text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  position      integer NOT NULL,
  file_name     text NOT NULL,
  content_type  text NOT NULL,
  size          bigint,
  storage_key   text NOT NULL,
  uploaded_at   timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (idea_id, position)
);

CREATE TABLE idea_history (
  id           text PRIMARY KEY,
  idea_id      text NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id    text NOT NULL REFERENCES tenants(id),
  entity_type  text NOT NULL,
  field_name   text NOT NULL,
  old_value    text,
  new_value    text,
  actor_id     text REFERENCES users(id),
  actor_name   text,
  created_at   timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX idea_history_idea_idx ON idea_history (idea_id, created_at DESC);
CREATE INDEX idea_history_tenant_idx ON idea_history (tenant_id, created_at DESC);
