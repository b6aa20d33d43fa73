-- Key figures (issue 40): lead times are counted in SQL over the status entries of idea_history.
-- weekdays_between(a, b): weekdays after day a up to and including day b, the closed form of
-- libs/domain weekdaysBetween (weekends only; to be swapped for the tenant's working-day
-- calendar once public holidays are kept). 1970-01-05 was a Monday.
CREATE OR REPLACE FUNCTION weekdays_between(a date, b date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((b + 1 - date '1970-01-05') / 7) * 5 + least((b + 1 - date '1970-01-05') % 7, 5)
       - ((a + 1 - date '1970-01-05') / 7) * 5 - least((a + 1 - date '1970-01-05') % 7, 5)
$$;

-- An idea's status changes in order, read from the index alone.
CREATE INDEX IF NOT EXISTS idea_history_status_moves_idx ON idea_history (idea_id, created_at, id) INCLUDE (old_value, new_value)
  WHERE entity_type = 'idea' AND field_name = 'status';
