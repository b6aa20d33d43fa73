-- Key figures fast (issue 40): each idea's lead-time facts, derived from its status changes in
-- idea_history and kept in the same transaction as they are written (statement triggers), so
-- GET /key-indicators/figures reads one narrow row per idea instead of the whole history.
-- idea_lead_facts_from_history is the one definition; the table is rebuilt from it by
-- SELECT refresh_idea_lead_facts(NULL) (and per idea by the triggers), never counted on its own.
-- A stage's working days: from entering a status to leaving it, summed when it came back
-- (review -> first assessment -> review); decided / completed: the first entry into accepted or
-- rejected / completed. The submission day stays on ideas (the request counts from it).
CREATE OR REPLACE VIEW idea_lead_facts_from_history AS
  SELECT idea_id,
         min(day) FILTER (WHERE new_value IN ('accepted', 'rejected')) AS decided_on,
         min(day) FILTER (WHERE new_value = 'completed') AS completed_on,
         sum(weekdays_between(since, day)) FILTER (WHERE old_value = 'first_assessment')::integer AS in_first_assessment,
         sum(weekdays_between(since, day)) FILTER (WHERE old_value = 'review')::integer AS in_review,
         sum(weekdays_between(since, day)) FILTER (WHERE old_value = 'implementation')::integer AS in_implementation,
         sum(weekdays_between(since, day)) FILTER (WHERE old_value = 'final_decision')::integer AS in_final_decision,
         sum(weekdays_between(since, day)) FILTER (WHERE old_value = 'accepted')::integer AS in_accepted
  FROM (
    SELECT h.idea_id, h.old_value, h.new_value, (h.created_at AT TIME ZONE 'UTC')::date AS day,
           lag((h.created_at AT TIME ZONE 'UTC')::date) OVER (PARTITION BY h.idea_id ORDER BY h.created_at, h.id) AS since
    FROM idea_history h WHERE h.entity_type = 'idea' AND h.field_name = 'status') moves
  GROUP BY idea_id;

CREATE TABLE IF NOT EXISTS idea_lead_facts (
  idea_id             text PRIMARY KEY REFERENCES ideas(id) ON DELETE CASCADE,
  decided_on          date,
  completed_on        date,
  in_first_assessment integer,
  in_review           integer,
  in_implementation   integer,
  in_final_decision   integer,
  in_accepted         integer
);

-- The facts of the given ideas (all when NULL) again from their history.
CREATE OR REPLACE FUNCTION refresh_idea_lead_facts(ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    DELETE FROM idea_lead_facts;
    INSERT INTO idea_lead_facts SELECT * FROM idea_lead_facts_from_history;
  ELSE
    DELETE FROM idea_lead_facts WHERE idea_id = ANY (ids);
    INSERT INTO idea_lead_facts
      SELECT f.* FROM idea_lead_facts_from_history f
      WHERE f.idea_id = ANY (ids) AND EXISTS (SELECT 1 FROM ideas i WHERE i.id = f.idea_id);
  END IF;
END $$;

-- After a statement that wrote status changes: the touched ideas again (one set-based refresh,
-- also for a bulk insert).
CREATE OR REPLACE FUNCTION idea_lead_facts_on_history() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT idea_id) INTO ids FROM new_rows WHERE entity_type = 'idea' AND field_name = 'status';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT idea_id) INTO ids FROM old_rows WHERE entity_type = 'idea' AND field_name = 'status';
  ELSE
    SELECT array_agg(DISTINCT idea_id) INTO ids FROM (
      SELECT idea_id, entity_type, field_name FROM new_rows UNION ALL SELECT idea_id, entity_type, field_name FROM old_rows) r
    WHERE entity_type = 'idea' AND field_name = 'status';
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_idea_lead_facts(ids);
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS idea_lead_facts_insert ON idea_history;
CREATE TRIGGER idea_lead_facts_insert AFTER INSERT ON idea_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_history();
DROP TRIGGER IF EXISTS idea_lead_facts_update ON idea_history;
CREATE TRIGGER idea_lead_facts_update AFTER UPDATE ON idea_history
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_history();
DROP TRIGGER IF EXISTS idea_lead_facts_delete ON idea_history;
CREATE TRIGGER idea_lead_facts_delete AFTER DELETE ON idea_history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_history();

SELECT refresh_idea_lead_facts(NULL);
