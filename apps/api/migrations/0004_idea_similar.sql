-- Similar ideas: nearest titles by trigram distance (KNN on a GiST index) instead of a GIN
-- recheck of every title that shares a common trigram.
CREATE INDEX IF NOT EXISTS ideas_title_trgm_gist_idx ON ideas USING gist (title gist_trgm_ops);

-- GIN "fast update" parks new entries in a pending list that every search scans linearly until
-- VACUUM merges it. PGlite has no autovacuum, so the list would only grow: write new ideas
-- straight into the full-text index instead (and merge what is pending now).
ALTER INDEX ideas_search_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('ideas_search_idx'::regclass);
ALTER INDEX ideas_title_trgm_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('ideas_title_trgm_idx'::regclass);
