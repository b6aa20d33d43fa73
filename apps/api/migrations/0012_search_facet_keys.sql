-- Cheaper work per match for broad searches (thousands of hits), measured at 100k ideas:
-- - each document keeps its UTC day of submission, so ranges compare days instead of converting
--   a timestamp per match and range;
-- - each document points at its combination of facet values (status, category, location, unit:
--   a few hundred per tenant), so facet counts group by one integer and look the names up once;
--   the kept counts of 0011 and the index of restricted ideas are keyed the same way;
-- - the typed word's alternatives are asked once: an alternative another one covers (the same
--   lexeme, or a longer one under a prefix) is left out ('ozl':* covers 'ozlem':*).

ALTER TABLE idea_search_documents
  ADD COLUMN submitted_day date GENERATED ALWAYS AS ((submitted_on AT TIME ZONE 'UTC')::date) STORED,
  ADD COLUMN facet_id integer;

-- The combinations of facet values that occur ('' stands for "none"), never deleted: ids are reused.
CREATE TABLE idea_search_facets (
  id          serial PRIMARY KEY,
  tenant_id   text NOT NULL,
  status      text NOT NULL,
  category_id text NOT NULL,
  location    text NOT NULL,
  unit_id     text NOT NULL,
  UNIQUE (tenant_id, status, category_id, location, unit_id)
);

-- 0011's fact copy, now also with the document's facet combination.
CREATE OR REPLACE FUNCTION idea_search_refresh_facts(ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO idea_search_facets (tenant_id, status, category_id, location, unit_id)
  SELECT DISTINCT i.tenant_id, i.status, coalesce(i.category_id, ''), coalesce(i.location, ''), coalesce(i.organizational_unit_id, '')
  FROM ideas i WHERE i.id = ANY(ids)
  ON CONFLICT DO NOTHING;
  UPDATE idea_search_documents d SET
    tenant_id = i.tenant_id, status = i.status, visibility = i.visibility, category_id = i.category_id,
    location = i.location, unit_id = i.organizational_unit_id, submitter_id = i.submitter_id,
    assessment_assignee_id = i.assessment_assignee_id, likes = i.likes,
    submitted_on = coalesce(i.submitted_at, i.created_at), facet_id = f.id
  FROM ideas i
  JOIN idea_search_facets f ON f.tenant_id = i.tenant_id AND f.status = i.status
    AND f.category_id = coalesce(i.category_id, '') AND f.location = coalesce(i.location, '')
    AND f.unit_id = coalesce(i.organizational_unit_id, '')
  WHERE d.idea_id = i.id AND i.id = ANY(ids);
$$;

-- 0011's kept counts, per facet combination and day.
DROP FUNCTION idea_search_add_counts(idea_search_fact[], idea_search_fact[]);
DROP TYPE idea_search_fact;
DROP TABLE idea_search_counts;
CREATE TABLE idea_search_counts (
  tenant_id text NOT NULL,
  facet_id  integer NOT NULL,
  day       date NOT NULL,
  n         integer NOT NULL,
  PRIMARY KEY (tenant_id, facet_id, day)
);
CREATE TYPE idea_search_fact AS (tenant_id text, facet_id integer, day date);

CREATE FUNCTION idea_search_add_counts(removed idea_search_fact[], added idea_search_fact[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO idea_search_counts AS c (tenant_id, facet_id, day, n)
  SELECT tenant_id, facet_id, day, sum(n)::int
  FROM (SELECT *, -1 AS n FROM unnest(removed) UNION ALL SELECT *, 1 AS n FROM unnest(added)) x
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (tenant_id, facet_id, day) DO UPDATE SET n = c.n + EXCLUDED.n;
$$;

-- A document counts once its facts are copied (a new document gets them in the same statement's
-- refresh) and while the whole tenant sees it.
CREATE OR REPLACE FUNCTION idea_search_on_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed idea_search_fact[] := '{}';
  added idea_search_fact[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := ARRAY(SELECT ROW(tenant_id, facet_id, submitted_day)::idea_search_fact FROM old_docs WHERE tenant_wide AND facet_id IS NOT NULL);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := ARRAY(SELECT ROW(tenant_id, facet_id, submitted_day)::idea_search_fact FROM new_docs WHERE tenant_wide AND facet_id IS NOT NULL);
  END IF;
  PERFORM idea_search_add_counts(removed, added);
  RETURN NULL;
END $$;

-- The ideas not everyone sees, as a search without words counts them per caller.
DROP INDEX idea_search_documents_restricted_idx;
CREATE INDEX idea_search_documents_restricted_idx ON idea_search_documents
  (tenant_id, status, visibility, unit_id, submitter_id, assessment_assignee_id, facet_id, submitted_day, idea_id)
  WHERE NOT tenant_wide;

-- 0008's query builder, asking each alternative of a word once.
CREATE OR REPLACE FUNCTION idea_search_query(words text[], prefix_last boolean) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
DECLARE
  result tsquery;
  part tsquery;
  alt tsquery;
  term text;
  n int := coalesce(array_length(words, 1), 0);
BEGIN
  FOR i IN 1..n LOOP
    term := quote_literal(words[i]) || CASE WHEN prefix_last AND i = n THEN ':*' ELSE '' END;
    IF numnode(to_tsquery('portal_german', term)) = 0 OR numnode(to_tsquery('portal_english', term)) = 0 THEN
      CONTINUE;
    END IF;
    part := NULL;
    FOR alt IN
      WITH a AS (
        SELECT DISTINCT q,
          substring(q::text FROM '^''(.*)'':\*$') AS prefix,
          substring(q::text FROM '^''(.*)''(?::\*)?$') AS lexeme
        FROM unnest(ARRAY[to_tsquery('portal_german', term), to_tsquery('portal_english', term), to_tsquery('portal_simple', term)]) q)
      SELECT a.q FROM a
      WHERE NOT EXISTS (SELECT 1 FROM a b WHERE b.q <> a.q AND b.prefix IS NOT NULL AND starts_with(a.lexeme, b.prefix))
      ORDER BY a.q::text
    LOOP
      part := CASE WHEN part IS NULL THEN alt ELSE part || alt END;
    END LOOP;
    result := CASE WHEN result IS NULL THEN part ELSE result && part END;
  END LOOP;
  RETURN result;
END $$;

-- Every document gets its facet combination; the trigger above counts them afresh.
SELECT idea_search_refresh_facts(ARRAY(SELECT id FROM ideas));
