-- A removed comment's text no longer stays readable in the idea history (History tab, PDF): the
-- removal entries ('comment' with the old text, no new value) become 'commentRemoved' without a
-- value (who and when stay), and the entry of a removed comment's writing ('comment'/'reply' with
-- the text, by its author, nearest to the comment's time) becomes 'commentAdded'/'replyAdded'
-- without it. Removed comments have no text left to match, hence author and time.
UPDATE idea_history
   SET field_name = 'commentRemoved', old_value = NULL
 WHERE entity_type = 'comment'
   AND field_name IN ('comment', 'reply')
   AND old_value IS NOT NULL
   AND new_value IS NULL;

UPDATE idea_history h
   SET field_name = CASE h.field_name WHEN 'reply' THEN 'replyAdded' ELSE 'commentAdded' END,
       new_value = NULL
  FROM (
    SELECT DISTINCT ON (c.id) c.id AS comment_id, e.id AS entry_id
      FROM idea_comments c
      JOIN idea_history e
        ON e.idea_id = c.idea_id
       AND e.entity_type = 'comment'
       AND e.field_name IN ('comment', 'reply')
       AND e.old_value IS NULL
       AND e.new_value IS NOT NULL
       AND e.actor_id IS NOT DISTINCT FROM c.author_id
       AND abs(extract(epoch FROM (e.created_at - c.created_at))) < 60
     WHERE c.deleted_at IS NOT NULL
     ORDER BY c.id, abs(extract(epoch FROM (e.created_at - c.created_at)))
  ) m
 WHERE h.id = m.entry_id;
