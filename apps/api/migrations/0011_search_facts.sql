-- Search without joining `ideas`: each search document carries what filters, visibility, facets
-- and sorting need, so a text search reads only the documents its words match. For searches
-- without words, the facet counts of the ideas the whole tenant sees (submitted, shared with the
-- organisation) are kept per day in `idea_search_counts`, so a count reads a few thousand rows
-- instead of every idea. Both are kept current by triggers.

ALTER TABLE idea_search_documents
  ADD COLUMN status                 text NOT NULL DEFAULT 'draft',
  ADD COLUMN visibility             text NOT NULL DEFAULT 'organization',
  ADD COLUMN category_id            text,
  ADD COLUMN location               text,
  ADD COLUMN unit_id                text,
  ADD COLUMN submitter_id           text,
  ADD COLUMN assessment_assignee_id text,
  ADD COLUMN likes                  integer NOT NULL DEFAULT 0,
  -- When the idea counts as submitted (drafts: when they were created).
  ADD COLUMN submitted_on           timestamptz(3) NOT NULL DEFAULT now(),
  -- Seen by everyone in the tenant: submitted and shared with the organisation.
  ADD COLUMN tenant_wide            boolean GENERATED ALWAYS AS (status <> 'draft' AND visibility = 'organization') STORED;

CREATE INDEX idea_search_documents_date_idx ON idea_search_documents (tenant_id, submitted_on DESC, idea_id DESC);
CREATE INDEX idea_search_documents_likes_idx ON idea_search_documents (tenant_id, likes DESC, submitted_on DESC, idea_id DESC);
-- The ideas not everyone sees: a search without words counts these per caller.
CREATE INDEX idea_search_documents_restricted_idx ON idea_search_documents
  (tenant_id, status, visibility, unit_id, submitter_id, assessment_assignee_id, category_id, location, submitted_on, idea_id)
  WHERE NOT tenant_wide;

-- The facts of the given ideas, copied from their rows (cheap: no text is analysed).
CREATE FUNCTION idea_search_refresh_facts(ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE idea_search_documents d SET
    tenant_id = i.tenant_id, status = i.status, visibility = i.visibility, category_id = i.category_id,
    location = i.location, unit_id = i.organizational_unit_id, submitter_id = i.submitter_id,
    assessment_assignee_id = i.assessment_assignee_id, likes = i.likes,
    submitted_on = coalesce(i.submitted_at, i.created_at)
  FROM ideas i
  WHERE d.idea_id = i.id AND i.id = ANY(ids);
$$;

-- Documents are (re)built with their text first (0008's function, renamed), then their facts;
-- every caller of idea_search_refresh (triggers, bulk loads) gets both.
ALTER FUNCTION idea_search_refresh(text[]) RENAME TO idea_search_refresh_text;
CREATE FUNCTION idea_search_refresh(ids text[]) RETURNS void LANGUAGE sql AS $$
  SELECT idea_search_refresh_text(ids);
  SELECT idea_search_refresh_facts(ids);
$$;

-- Status, sharing, likes, dates or assignee changed (the text trigger covers the rest).
CREATE FUNCTION idea_search_on_idea_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM idea_search_refresh_facts(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
CREATE TRIGGER idea_search_idea_facts
  AFTER UPDATE OF status, visibility, likes, submitted_at, created_at, assessment_assignee_id ON ideas
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.visibility IS DISTINCT FROM NEW.visibility
    OR OLD.likes IS DISTINCT FROM NEW.likes OR OLD.submitted_at IS DISTINCT FROM NEW.submitted_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.assessment_assignee_id IS DISTINCT FROM NEW.assessment_assignee_id)
  EXECUTE FUNCTION idea_search_on_idea_facts();

-- Tenant-wide ideas counted per facet value and day of submission (UTC; '' stands for "none").
CREATE TABLE idea_search_counts (
  tenant_id   text NOT NULL,
  status      text NOT NULL,
  category_id text NOT NULL,
  location    text NOT NULL,
  unit_id     text NOT NULL,
  day         date NOT NULL,
  n           integer NOT NULL,
  PRIMARY KEY (tenant_id, status, category_id, location, unit_id, day)
);

-- What a document adds to the counts.
CREATE TYPE idea_search_fact AS (tenant_id text, status text, category_id text, location text, unit_id text, day date, tenant_wide boolean);

CREATE FUNCTION idea_search_add_counts(removed idea_search_fact[], added idea_search_fact[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO idea_search_counts AS c (tenant_id, status, category_id, location, unit_id, day, n)
  SELECT tenant_id, status, category_id, location, unit_id, day, sum(n)::int
  FROM (SELECT *, -1 AS n FROM unnest(removed) UNION ALL SELECT *, 1 AS n FROM unnest(added)) x
  WHERE tenant_wide
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0
  ON CONFLICT (tenant_id, status, category_id, location, unit_id, day) DO UPDATE SET n = c.n + EXCLUDED.n;
$$;

-- Each statement's changes: -1 for a document as it was, +1 as it is now (a count that reaches 0
-- stays and is reused).
CREATE FUNCTION idea_search_on_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed idea_search_fact[] := '{}';
  added idea_search_fact[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(SELECT ROW(tenant_id, status, coalesce(category_id, ''), coalesce(location, ''), coalesce(unit_id, ''),
      (submitted_on AT TIME ZONE 'UTC')::date, tenant_wide)::idea_search_fact FROM old_docs);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(SELECT ROW(tenant_id, status, coalesce(category_id, ''), coalesce(location, ''), coalesce(unit_id, ''),
      (submitted_on AT TIME ZONE 'UTC')::date, tenant_wide)::idea_search_fact FROM new_docs);
  END IF;
  PERFORM idea_search_add_counts(removed, added);
  RETURN NULL;
END $$;
CREATE TRIGGER idea_search_document_insert AFTER INSERT ON idea_search_documents
  REFERENCING NEW TABLE AS new_docs FOR EACH STATEMENT EXECUTE FUNCTION idea_search_on_document_change();
CREATE TRIGGER idea_search_document_update AFTER UPDATE ON idea_search_documents
  REFERENCING OLD TABLE AS old_docs NEW TABLE AS new_docs FOR EACH STATEMENT EXECUTE FUNCTION idea_search_on_document_change();
CREATE TRIGGER idea_search_document_delete AFTER DELETE ON idea_search_documents
  REFERENCING OLD TABLE AS old_docs FOR EACH STATEMENT EXECUTE FUNCTION idea_search_on_document_change();

SELECT idea_search_refresh_facts(ARRAY(SELECT id FROM ideas));
