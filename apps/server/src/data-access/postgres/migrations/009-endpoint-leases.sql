-- The webhook queue's writes and reads per delivery (issue 21).
-- 1. An endpoint's one delivery in flight is held on the endpoint's row, not on the delivery's. A claim and a
--    record each rewrote the delivery's row, and since `lease_until` was indexed neither could be a HOT
--    update: each wrote an entry in every index of the queue. The endpoint's row is small, its lease columns
--    are not indexed, and the claim locked that row already. Finding endpoints with nothing in flight no
--    longer reads the queue either: its plan had hashed a sequential scan of the whole table.
-- 2. `webhook_deliveries_due` (state, next_attempt_at) served no query: every read of the queue names its
--    endpoint and reads `webhook_deliveries_endpoint_due`.
-- A claim of a worker of the previous version is carried over, so no worker sends that delivery again
-- before its lease runs out; that worker can no longer record it (the columns are gone), so it is sent
-- again once the lease runs out, with the same webhook-id. Stop workers of the previous version first.
ALTER TABLE webhook_endpoints
  ADD COLUMN lease_delivery_id TEXT COLLATE "C",
  ADD COLUMN lease_token TEXT,
  ADD COLUMN lease_until TEXT COLLATE "C";
-- An endpoint may hold a run-out lease beside a live one (a crashed worker's): the latest is carried over.
UPDATE webhook_endpoints w
SET lease_delivery_id = d.delivery_id, lease_token = d.lease_token, lease_until = d.lease_until
FROM (
  SELECT DISTINCT ON (webhook_id) webhook_id, delivery_id, lease_token, lease_until
  FROM webhook_deliveries WHERE lease_until IS NOT NULL AND state = 'pending'
  ORDER BY webhook_id, lease_until DESC
) AS d
WHERE d.webhook_id = w.webhook_id;
DROP INDEX IF EXISTS webhook_deliveries_leased;
DROP INDEX IF EXISTS webhook_deliveries_due;
ALTER TABLE webhook_deliveries DROP COLUMN lease_until, DROP COLUMN lease_token;
