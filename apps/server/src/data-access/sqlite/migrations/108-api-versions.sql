-- v2 beside v1 over one data set (issue 18).
-- 1. Webhook endpoints are pinned to the API version their events are rendered and signed in; every
--    endpoint registered before v2 existed is a v1 endpoint.
ALTER TABLE webhook_endpoints ADD COLUMN api_version TEXT NOT NULL DEFAULT 'v1';

-- 2. Idempotency keys are scoped by account, mode and API version: each version stores and replays its own
--    answer. SQLite cannot change a primary key in place, so the table is rebuilt; every stored key was v1's.
CREATE TABLE idempotency_keys_by_version (
  account_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  api_version TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  response_body TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  PRIMARY KEY (account_id, mode, api_version, idempotency_key)
);
INSERT INTO idempotency_keys_by_version
  SELECT account_id, mode, 'v1', idempotency_key, fingerprint, response_body, created_at, expires_at
  FROM idempotency_keys;
DROP TABLE idempotency_keys;
ALTER TABLE idempotency_keys_by_version RENAME TO idempotency_keys;
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);

-- 3. The outbox keeps version-neutral data, rendered per version at delivery and on read: a message event
--    records the message as it was right after the change, the status it left and the change's sequence.
--    Events written before held v1's `data`; each is rebuilt from it and its message's fixed fields, with the
--    history cut at the event (entry `sequence` is the status the event entered).
UPDATE events SET data = json_object(
    'message', json_object(
      'message_id', m.message_id,
      'status', events.data ->> '$.status',
      'to', m.to_number,
      'template_id', m.template_id,
      'category', m.category,
      'mode', m.mode,
      'encoding', m.encoding,
      'segments', m.segments,
      'credits_used', events.data ->> '$.credits_used',
      'submitted_at', m.submitted_at,
      'updated_at', events.data ->> '$.status_changed_at',
      'status_history', (SELECT json_group_array(json(h.value)) FROM (
        SELECT value FROM json_each(m.status_history)
        WHERE key <= events.data ->> '$.sequence' ORDER BY key) AS h),
      'error', json(events.data -> '$.error'),
      'idempotency_key', m.idempotency_key),
    'previous_status', events.data ->> '$.previous_status',
    'sequence', events.data ->> '$.sequence')
FROM messages m
WHERE m.message_id = events.message_id AND events.type LIKE 'sms.%'
  AND json_type(events.data, '$.message') IS NULL;
