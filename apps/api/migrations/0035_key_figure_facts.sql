-- Key figures (issue 40), fast and on the tenant's working calendar.
--
-- 1. Working days as libs/domain counts them for lead times (leadTimeWorkingDays = isWorkingDay of
--    the deadlines): weekdays, less the public holidays of the tenant's German state
--    (public_holidays, generated from the domain in 0034) and the company's closing days, both
--    kept in tenant_settings.deadlines (state, closingDays; no row or no state: 'BE', the domain's
--    DEFAULT_DEADLINE_POLICY). working_days_between(t, a, b): working days after day a up to and
--    including day b (negative when b is before a).
CREATE OR REPLACE FUNCTION closed_weekdays(t text, lo date, hi date) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT count(*)::integer FROM (
    SELECT h.day FROM public_holidays h
    WHERE h.state = coalesce((SELECT s.deadlines->>'state' FROM tenant_settings s WHERE s.tenant_id = t), 'BE')
      AND h.day > lo AND h.day <= hi
    UNION
    SELECT c.day::date FROM tenant_settings s
      CROSS JOIN LATERAL jsonb_array_elements_text(
        CASE WHEN jsonb_typeof(s.deadlines->'closingDays') = 'array' THEN s.deadlines->'closingDays' ELSE '[]'::jsonb END) AS c(day)
    WHERE s.tenant_id = t AND c.day::date > lo AND c.day::date <= hi) d
  WHERE extract(isodow FROM d.day) < 6
$$;

CREATE OR REPLACE FUNCTION working_days_between(t text, a date, b date) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN b >= a THEN weekdays_between(a, b) - closed_weekdays(t, a, b)
              ELSE closed_weekdays(t, b, a) - weekdays_between(b, a) END
$$;

-- 2. idea_lead_facts: one narrow row per idea (drafts too; the request counts submitted ones) with everything GET /key-indicators/figures
--    reads (the visibility columns, unit, category, submission day and month, decision and
--    completion day, lead times in working days, first-year net benefit, realised savings), so the
--    request scans neither the wide `ideas` table nor the history. Derived, never counted on its
--    own: idea_lead_facts_from_history is the one definition (ideas + their status changes in
--    idea_history + review + decision); statement triggers rewrite the touched ideas' rows in the
--    same transaction as the write (ideas, idea_history, idea_reviews, idea_decisions, and all of
--    a tenant's when its calendar changes); SELECT refresh_idea_lead_facts(NULL) rebuilds all.
--    A stage's working days: from entering a status to leaving it, summed when it came back
--    (review -> first assessment -> review); decided / completed: the first entry into accepted or
--    rejected / completed; to decision / completion: from the submission day (UTC) to that day.
DROP TRIGGER IF EXISTS idea_lead_facts_insert ON idea_history;
DROP TRIGGER IF EXISTS idea_lead_facts_update ON idea_history;
DROP TRIGGER IF EXISTS idea_lead_facts_delete ON idea_history;
DROP FUNCTION IF EXISTS idea_lead_facts_on_history();
DROP FUNCTION IF EXISTS refresh_idea_lead_facts(text[]);
DROP TABLE IF EXISTS idea_lead_facts;
DROP VIEW IF EXISTS idea_lead_facts_from_history;

CREATE VIEW idea_lead_facts_from_history AS
  SELECT i.id AS idea_id, i.tenant_id, i.status, i.visibility, i.organizational_unit_id AS unit_id, i.category_id,
         i.submitter_id, i.assessment_assignee_id AS assignee_id, s.day AS submitted_on, to_char(s.day, 'YYYY-MM') AS month,
         m.decided_on, m.completed_on,
         working_days_between(i.tenant_id, s.day, m.decided_on) AS to_decision,
         working_days_between(i.tenant_id, s.day, m.completed_on) AS to_completion,
         m.in_first_assessment, m.in_review, m.in_implementation, m.in_final_decision, m.in_accepted,
         r.first_year_net_savings AS first_year, d.realised_savings AS realised
  FROM ideas i
  CROSS JOIN LATERAL (SELECT (coalesce(i.submitted_at, i.created_at) AT TIME ZONE 'UTC')::date AS day) s
  CROSS JOIN LATERAL (
    SELECT min(x.day) FILTER (WHERE x.new_value IN ('accepted', 'rejected')) AS decided_on,
           min(x.day) FILTER (WHERE x.new_value = 'completed') AS completed_on,
           sum(working_days_between(i.tenant_id, x.since, x.day)) FILTER (WHERE x.old_value = 'first_assessment')::integer AS in_first_assessment,
           sum(working_days_between(i.tenant_id, x.since, x.day)) FILTER (WHERE x.old_value = 'review')::integer AS in_review,
           sum(working_days_between(i.tenant_id, x.since, x.day)) FILTER (WHERE x.old_value = 'implementation')::integer AS in_implementation,
           sum(working_days_between(i.tenant_id, x.since, x.day)) FILTER (WHERE x.old_value = 'final_decision')::integer AS in_final_decision,
           sum(working_days_between(i.tenant_id, x.since, x.day)) FILTER (WHERE x.old_value = 'accepted')::integer AS in_accepted
    FROM (
      SELECT h.old_value, h.new_value, (h.created_at AT TIME ZONE 'UTC')::date AS day,
             lag((h.created_at AT TIME ZONE 'UTC')::date) OVER (ORDER BY h.created_at, h.id) AS since
      FROM idea_history h WHERE h.idea_id = i.id AND h.entity_type = 'idea' AND h.field_name = 'status') x) m
  LEFT JOIN idea_reviews r ON r.idea_id = i.id
  LEFT JOIN idea_decisions d ON d.idea_id = i.id;

CREATE TABLE idea_lead_facts (
  idea_id             text PRIMARY KEY REFERENCES ideas(id) ON DELETE CASCADE,
  tenant_id           text NOT NULL,
  status              text NOT NULL,
  visibility          text NOT NULL,
  unit_id             text,
  category_id         text,
  submitter_id        text NOT NULL,
  assignee_id         text,
  submitted_on        date NOT NULL,
  month               text NOT NULL,
  decided_on          date,
  completed_on        date,
  to_decision         integer,
  to_completion       integer,
  in_first_assessment integer,
  in_review           integer,
  in_implementation   integer,
  in_final_decision   integer,
  in_accepted         integer,
  first_year          numeric(16, 2),
  realised            numeric(16, 2)
);
CREATE INDEX idea_lead_facts_tenant_day_idx ON idea_lead_facts (tenant_id, submitted_on);

-- The facts of the given ideas (all when NULL) again from their sources.
CREATE FUNCTION refresh_idea_lead_facts(ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    DELETE FROM idea_lead_facts;
    INSERT INTO idea_lead_facts SELECT * FROM idea_lead_facts_from_history;
  ELSE
    -- As a semi-join (a long array under = ANY is compared element by element for each row).
    -- Upserted: two transactions rewriting one idea's row wait for each other instead of
    -- colliding. Every idea has a row; a deleted idea's goes with it (ON DELETE CASCADE).
    INSERT INTO idea_lead_facts SELECT * FROM idea_lead_facts_from_history WHERE idea_id IN (SELECT unnest(ids))
    ON CONFLICT (idea_id) DO UPDATE SET
      (tenant_id, status, visibility, unit_id, category_id, submitter_id, assignee_id, submitted_on, month,
       decided_on, completed_on, to_decision, to_completion,
       in_first_assessment, in_review, in_implementation, in_final_decision, in_accepted, first_year, realised)
    = (EXCLUDED.tenant_id, EXCLUDED.status, EXCLUDED.visibility, EXCLUDED.unit_id, EXCLUDED.category_id,
       EXCLUDED.submitter_id, EXCLUDED.assignee_id, EXCLUDED.submitted_on, EXCLUDED.month,
       EXCLUDED.decided_on, EXCLUDED.completed_on, EXCLUDED.to_decision, EXCLUDED.to_completion,
       EXCLUDED.in_first_assessment, EXCLUDED.in_review, EXCLUDED.in_implementation, EXCLUDED.in_final_decision,
       EXCLUDED.in_accepted, EXCLUDED.first_year, EXCLUDED.realised);
  END IF;
END $$;

-- Status changes written (inserted, corrected, removed) in idea_history.
CREATE FUNCTION idea_lead_facts_on_history() RETURNS trigger
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
  IF ids IS NOT NULL THEN PERFORM refresh_idea_lead_facts(ids); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER idea_lead_facts_insert AFTER INSERT ON idea_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_history();
CREATE TRIGGER idea_lead_facts_update AFTER UPDATE ON idea_history
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_history();
CREATE TRIGGER idea_lead_facts_delete AFTER DELETE ON idea_history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_history();

-- Ideas inserted, or changed in a column the facts copy (a view count or a title does not touch them).
CREATE FUNCTION idea_lead_facts_on_ideas() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO ids FROM new_rows;
  ELSE
    SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.tenant_id, n.status, n.visibility, n.organizational_unit_id, n.category_id, n.submitter_id, n.assessment_assignee_id, n.submitted_at, n.created_at)
      IS DISTINCT FROM (o.tenant_id, o.status, o.visibility, o.organizational_unit_id, o.category_id, o.submitter_id, o.assessment_assignee_id, o.submitted_at, o.created_at);
  END IF;
  IF ids IS NOT NULL THEN PERFORM refresh_idea_lead_facts(ids); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER idea_lead_facts_ideas_insert AFTER INSERT ON ideas
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_ideas();
CREATE TRIGGER idea_lead_facts_ideas_update AFTER UPDATE ON ideas
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_ideas();

-- A review's first-year net benefit or a decision's realised savings written.
CREATE FUNCTION idea_lead_facts_on_idea_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT idea_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT idea_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT idea_id) INTO ids FROM (SELECT idea_id FROM new_rows UNION ALL SELECT idea_id FROM old_rows) r;
  END IF;
  IF ids IS NOT NULL THEN PERFORM refresh_idea_lead_facts(ids); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER idea_lead_facts_reviews_insert AFTER INSERT ON idea_reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_idea_rows();
CREATE TRIGGER idea_lead_facts_reviews_update AFTER UPDATE ON idea_reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_idea_rows();
CREATE TRIGGER idea_lead_facts_reviews_delete AFTER DELETE ON idea_reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_idea_rows();
CREATE TRIGGER idea_lead_facts_decisions_insert AFTER INSERT ON idea_decisions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_idea_rows();
CREATE TRIGGER idea_lead_facts_decisions_update AFTER UPDATE ON idea_decisions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_idea_rows();
CREATE TRIGGER idea_lead_facts_decisions_delete AFTER DELETE ON idea_decisions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_idea_rows();

-- A tenant's working calendar changed (state or closing days): all its ideas' lead times again.
CREATE FUNCTION idea_lead_facts_on_calendar() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(i.id) INTO ids FROM ideas i JOIN new_rows n ON n.tenant_id = i.tenant_id
    WHERE (n.deadlines->'state', n.deadlines->'closingDays') IS DISTINCT FROM (NULL::jsonb, NULL::jsonb);
  ELSE
    SELECT array_agg(i.id) INTO ids FROM ideas i JOIN new_rows n ON n.tenant_id = i.tenant_id JOIN old_rows o ON o.tenant_id = n.tenant_id
    WHERE (n.deadlines->'state', n.deadlines->'closingDays') IS DISTINCT FROM (o.deadlines->'state', o.deadlines->'closingDays');
  END IF;
  IF ids IS NOT NULL THEN PERFORM refresh_idea_lead_facts(ids); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER idea_lead_facts_calendar_insert AFTER INSERT ON tenant_settings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_calendar();
CREATE TRIGGER idea_lead_facts_calendar_update AFTER UPDATE ON tenant_settings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION idea_lead_facts_on_calendar();

SELECT refresh_idea_lead_facts(NULL);
-- Statistics for the planner at once (the request groups ~100k rows; without them it guesses 200).
ANALYZE idea_lead_facts;
