-- The worker reads each endpoint's oldest due delivery; this index answers that without scanning the queue.
CREATE INDEX webhook_deliveries_endpoint_due ON webhook_deliveries (webhook_id, state, next_attempt_at, event_id);
DROP INDEX webhook_deliveries_endpoint;
