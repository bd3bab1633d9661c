-- The status history moves into the message row, as a JSON array oldest first ([{"status", "at"}, ...]):
-- reading a message is one row instead of two queries, and a status change writes one row fewer. The
-- separate table is folded in, in sequence order, and dropped: servers before this one cannot share the database
-- afterwards (upgrade with every instance stopped; see the README's "Upgrading").
ALTER TABLE messages ADD COLUMN status_history TEXT NOT NULL DEFAULT '[]';

UPDATE messages SET status_history = COALESCE((
  SELECT json_group_array(json_object('status', h.status, 'at', h.at) ORDER BY h.sequence)
  FROM message_status_history h WHERE h.message_id = messages.message_id), '[]');

DROP TABLE message_status_history;
