-- A category's German name beside its name (shown in German, the name otherwise), and both in the
-- search documents: "Nachhaltigkeit" finds the ideas of "Sustainability".
ALTER TABLE categories ADD COLUMN name_de text;

CREATE OR REPLACE FUNCTION idea_search_refresh_text(ids text[]) RETURNS void LANGUAGE sql AS $$
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
    concat_ws(' ', cat.name, cat.name_de, array_to_string(i.tags, ' ')) AS labels,
    concat_ws(' ', i.description, i.solution) AS body,
    concat_ws(' ', s.given_name, s.family_name, i.location, ou.name,
      (SELECT string_agg(u.given_name || ' ' || u.family_name, ' ')
         FROM idea_contributors ic JOIN users u ON u.id = ic.user_id WHERE ic.idea_id = i.id)) AS names) t
  WHERE i.id = ANY(ids)
  ON CONFLICT (idea_id) DO UPDATE SET tenant_id = EXCLUDED.tenant_id, document = EXCLUDED.document;
$$;

DROP TRIGGER idea_search_category_rename ON categories;
CREATE TRIGGER idea_search_category_rename AFTER UPDATE OF name, name_de ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_de IS DISTINCT FROM NEW.name_de)
  EXECUTE FUNCTION idea_search_on_category_rename();
