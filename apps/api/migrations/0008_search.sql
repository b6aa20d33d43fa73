-- One search over ideas: title, problem, solution, category, tags, submitter's and contributors'
-- names, location and organisational unit. The document per idea lives in its own table and is
-- kept current by triggers, so no writer (API, seed, admin SQL, bench) can forget to update it.
--
-- Text is stemmed in German and English; names, location and unit are indexed as spoken
-- ("simple"). All configurations strip accents first, so "Özlem" is found by "Özlem" and "Ozlem".
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TEXT SEARCH CONFIGURATION portal_german (COPY = german);
ALTER TEXT SEARCH CONFIGURATION portal_german
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, german_stem;
CREATE TEXT SEARCH CONFIGURATION portal_english (COPY = english);
ALTER TEXT SEARCH CONFIGURATION portal_english
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
CREATE TEXT SEARCH CONFIGURATION portal_simple (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION portal_simple
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;

CREATE TABLE idea_search_documents (
  idea_id    text PRIMARY KEY REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id  text NOT NULL,
  -- A: title; B: category and tags; C: problem and solution; D: names, location, unit.
  document   tsvector NOT NULL
);
CREATE INDEX idea_search_documents_gin_idx ON idea_search_documents USING gin (document);

-- (Re)builds the documents of the given ideas from their current rows.
CREATE FUNCTION idea_search_refresh(ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO idea_search_documents (idea_id, tenant_id, document)
  SELECT i.id, i.tenant_id,
    setweight(to_tsvector('portal_german', i.title) || to_tsvector('portal_english', i.title), 'A') ||
    setweight(to_tsvector('portal_german', t.labels) || to_tsvector('portal_english', t.labels), 'B') ||
    setweight(to_tsvector('portal_german', t.body) || to_tsvector('portal_english', t.body), 'C') ||
    setweight(to_tsvector('portal_simple', t.names), 'D')
  FROM ideas i
  LEFT JOIN categories cat ON cat.id = i.category_id
  LEFT JOIN organizational_units ou ON ou.id = i.organizational_unit_id
  LEFT JOIN users s ON s.id = i.submitter_id
  CROSS JOIN LATERAL (SELECT
    concat_ws(' ', cat.name, array_to_string(i.tags, ' ')) AS labels,
    concat_ws(' ', i.description, i.solution) AS body,
    concat_ws(' ', s.given_name, s.family_name, i.location, ou.name,
      (SELECT string_agg(u.given_name || ' ' || u.family_name, ' ')
         FROM idea_contributors ic JOIN users u ON u.id = ic.user_id WHERE ic.idea_id = i.id)) AS names) t
  WHERE i.id = ANY(ids)
  ON CONFLICT (idea_id) DO UPDATE SET tenant_id = EXCLUDED.tenant_id, document = EXCLUDED.document;
$$;

-- New ideas: one set-based refresh per statement (bulk inserts stay fast).
CREATE FUNCTION idea_search_on_idea_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM idea_search_refresh(ARRAY(SELECT id FROM new_ideas));
  RETURN NULL;
END $$;
CREATE TRIGGER idea_search_idea_insert AFTER INSERT ON ideas
  REFERENCING NEW TABLE AS new_ideas FOR EACH STATEMENT EXECUTE FUNCTION idea_search_on_idea_insert();

-- Edits of searched fields (not views, likes, status ...).
CREATE FUNCTION idea_search_on_idea_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM idea_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
CREATE TRIGGER idea_search_idea_update
  AFTER UPDATE OF title, description, solution, category_id, submitter_id, tags, location, organizational_unit_id, tenant_id ON ideas
  FOR EACH ROW WHEN (
    OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.solution IS DISTINCT FROM NEW.solution OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.submitter_id IS DISTINCT FROM NEW.submitter_id OR OLD.tags IS DISTINCT FROM NEW.tags
    OR OLD.location IS DISTINCT FROM NEW.location OR OLD.organizational_unit_id IS DISTINCT FROM NEW.organizational_unit_id
    OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id)
  EXECUTE FUNCTION idea_search_on_idea_update();

-- Contributors added or removed.
CREATE FUNCTION idea_search_on_contributor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM idea_search_refresh(ARRAY[OLD.idea_id]);
  ELSE
    PERFORM idea_search_refresh(ARRAY[NEW.idea_id]);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER idea_search_contributor AFTER INSERT OR DELETE ON idea_contributors
  FOR EACH ROW EXECUTE FUNCTION idea_search_on_contributor();

-- A person renamed: every idea they submitted or contribute to.
CREATE FUNCTION idea_search_on_user_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM idea_search_refresh(ARRAY(
    SELECT id FROM ideas WHERE submitter_id = NEW.id
    UNION SELECT idea_id FROM idea_contributors WHERE user_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER idea_search_user_rename AFTER UPDATE OF given_name, family_name ON users
  FOR EACH ROW WHEN (OLD.given_name IS DISTINCT FROM NEW.given_name OR OLD.family_name IS DISTINCT FROM NEW.family_name)
  EXECUTE FUNCTION idea_search_on_user_rename();

-- A category or organisational unit renamed.
CREATE FUNCTION idea_search_on_category_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM idea_search_refresh(ARRAY(SELECT id FROM ideas WHERE category_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER idea_search_category_rename AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION idea_search_on_category_rename();

CREATE FUNCTION idea_search_on_unit_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM idea_search_refresh(ARRAY(SELECT id FROM ideas WHERE organizational_unit_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER idea_search_unit_rename AFTER UPDATE OF name ON organizational_units
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION idea_search_on_unit_rename();

-- The query for typed words: each word matches in German, English or as spoken (names); all
-- words must match; the last one as a prefix while typing. Words that are stop words in either
-- language are left out (they would never match the stemmed text).
CREATE FUNCTION idea_search_query(words text[], prefix_last boolean) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
DECLARE
  result tsquery;
  part tsquery;
  term text;
  n int := coalesce(array_length(words, 1), 0);
BEGIN
  FOR i IN 1..n LOOP
    term := quote_literal(words[i]) || CASE WHEN prefix_last AND i = n THEN ':*' ELSE '' END;
    IF numnode(to_tsquery('portal_german', term)) = 0 OR numnode(to_tsquery('portal_english', term)) = 0 THEN
      CONTINUE;
    END IF;
    part := to_tsquery('portal_german', term) || to_tsquery('portal_english', term) || to_tsquery('portal_simple', term);
    result := CASE WHEN result IS NULL THEN part ELSE result && part END;
  END LOOP;
  RETURN result;
END $$;

SELECT idea_search_refresh(ARRAY(SELECT id FROM ideas));
