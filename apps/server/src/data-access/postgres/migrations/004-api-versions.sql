-- v2 beside v1 over one data set (issue 18).
-- 1. Webhook endpoints are pinned to the API version their events are rendered and signed in; every
--    endpoint registered before v2 existed is a v1 endpoint.
ALTER TABLE webhook_endpoints ADD COLUMN api_version TEXT COLLATE "C" NOT NULL DEFAULT 'v1';

-- 2. Idempotency keys are scoped by account, mode and API version: each version stores and replays its own
--    answer. Every stored key was v1's.
ALTER TABLE idempotency_keys ADD COLUMN api_version TEXT COLLATE "C" NOT NULL DEFAULT 'v1';
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (account_id, mode, api_version, idempotency_key);

-- 3. The outbox keeps version-neutral data, rendered per version at delivery and on read: a message event
--    records the message as it was right after the change, the status it left and the change's sequence.
--    Events written before held v1's `data`; each is rebuilt from it and its message's fixed fields, with the
--    history cut at the event (entry `sequence` is the status the event entered).
UPDATE events ev SET data = json_build_object(
    'message', json_build_object(
      'message_id', m.message_id,
      'status', ev.data ->> 'status',
      'to', m.to_number,
      'template_id', m.template_id,
      'category', m.category,
      'mode', m.mode,
      'encoding', m.encoding,
      'segments', m.segments,
      'credits_used', (ev.data ->> 'credits_used')::int,
      'submitted_at', m.submitted_at,
      'updated_at', ev.data ->> 'status_changed_at',
      'status_history', (SELECT jsonb_agg(h.entry ORDER BY h.n) FROM jsonb_array_elements(m.status_history)
        WITH ORDINALITY AS h(entry, n) WHERE h.n <= (ev.data ->> 'sequence')::int + 1),
      'error', ev.data -> 'error',
      'idempotency_key', m.idempotency_key),
    'previous_status', ev.data ->> 'previous_status',
    'sequence', (ev.data ->> 'sequence')::int)
FROM messages m
WHERE m.message_id = ev.message_id AND ev.type LIKE 'sms.%' AND ev.data -> 'message' IS NULL;
