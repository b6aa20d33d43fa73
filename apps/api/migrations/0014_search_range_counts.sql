-- A search without words added up 0012's kept counts for every day of every year (20,000 rows at
-- 100k ideas) to count per submitted range. The counts are now also kept per range, as of a day
-- (`idea_search_ranges.as_of`): a search reads those (a few hundred rows) and moves only the days
-- that have changed range since that day. Once a day idea_search_roll_ranges moves them for good
-- and sets the day to today, so the move is empty most of the time; counts are exact either way.

-- The innermost range a day falls in as of a day: 0 = last 7 days, 1 = last 30, 2 = last 365,
-- 3 = older (as rangeIndex in the search module).
CREATE FUNCTION idea_search_range(day date, as_of date) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN day > as_of - 7 THEN 0 WHEN day > as_of - 30 THEN 1 WHEN day > as_of - 365 THEN 2 ELSE 3 END
$$;

-- The day the range counts are as of (one row).
CREATE TABLE idea_search_ranges (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  as_of    date NOT NULL
);

CREATE TABLE idea_search_range_counts (
  tenant_id text NOT NULL,
  facet_id  integer NOT NULL,
  range     integer NOT NULL,
  n         integer NOT NULL,
  PRIMARY KEY (tenant_id, facet_id, range)
);

-- The days that changed range since as_of, found by day.
CREATE INDEX idea_search_counts_day_idx ON idea_search_counts (tenant_id, day);

-- 0012's counting, now also per range. A change takes the as-of row in share mode, so it waits for
-- a roll under way and then counts as of the day the roll set.
CREATE OR REPLACE FUNCTION idea_search_add_counts(removed idea_search_fact[], added idea_search_fact[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  counted_as_of date;
BEGIN
  IF cardinality(removed) = 0 AND cardinality(added) = 0 THEN
    RETURN;
  END IF;
  SELECT r.as_of INTO counted_as_of FROM idea_search_ranges r FOR SHARE;
  WITH change AS (
    SELECT tenant_id, facet_id, day, sum(n)::int AS n
    FROM (SELECT *, -1 AS n FROM unnest(removed) UNION ALL SELECT *, 1 AS n FROM unnest(added)) x
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ), per_day AS (
    INSERT INTO idea_search_counts AS c (tenant_id, facet_id, day, n) SELECT * FROM change
    ON CONFLICT (tenant_id, facet_id, day) DO UPDATE SET n = c.n + EXCLUDED.n
  )
  INSERT INTO idea_search_range_counts AS c (tenant_id, facet_id, range, n)
  SELECT tenant_id, facet_id, idea_search_range(day, counted_as_of), sum(n)::int FROM change
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (tenant_id, facet_id, range) DO UPDATE SET n = c.n + EXCLUDED.n;
END $$;

-- The range counts computed afresh from the daily counts, as of a day.
CREATE FUNCTION idea_search_rebuild_ranges(as_of date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO idea_search_ranges (as_of) VALUES ($1) ON CONFLICT (only_row) DO UPDATE SET as_of = EXCLUDED.as_of;
  DELETE FROM idea_search_range_counts;
  INSERT INTO idea_search_range_counts (tenant_id, facet_id, range, n)
  SELECT tenant_id, facet_id, idea_search_range(day, $1), sum(n)::int FROM idea_search_counts GROUP BY 1, 2, 3;
$$;

-- Moves the days that changed range since as_of and sets it to today (UTC); does nothing when it is
-- today already. Holds the as-of row for update, so changes in flight finish first.
CREATE FUNCTION idea_search_roll_ranges() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  was date;
  today date := (now() AT TIME ZONE 'UTC')::date;
BEGIN
  SELECT as_of INTO was FROM idea_search_ranges;
  IF was >= today THEN
    RETURN;
  END IF;
  SELECT as_of INTO was FROM idea_search_ranges FOR UPDATE;
  IF was >= today THEN
    RETURN;
  END IF;
  WITH moved AS (
    SELECT tenant_id, facet_id, day, n FROM idea_search_counts
    WHERE idea_search_range(day, was) <> idea_search_range(day, today)
  )
  INSERT INTO idea_search_range_counts AS c (tenant_id, facet_id, range, n)
  SELECT tenant_id, facet_id, range, sum(n)::int
  FROM (
    SELECT tenant_id, facet_id, idea_search_range(day, was) AS range, -n AS n FROM moved
    UNION ALL
    SELECT tenant_id, facet_id, idea_search_range(day, today), n FROM moved) x
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (tenant_id, facet_id, range) DO UPDATE SET n = c.n + EXCLUDED.n;
  UPDATE idea_search_ranges SET as_of = today;
END $$;

SELECT idea_search_rebuild_ranges((now() AT TIME ZONE 'UTC')::date);
