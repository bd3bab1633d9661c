-- Webhook fan-out limits (issue 17): every endpoint of an account and mode receives each event, so the
-- number of endpoints and repeated URLs multiplied the deliveries of one message without bound.
-- The per-account endpoint limit, set from the fixture at every start.
ALTER TABLE accounts ADD COLUMN webhook_endpoint_limit INTEGER NOT NULL DEFAULT 16;

-- One URL once per account and mode. Later registrations of a URL already registered are removed (with
-- their deliveries, by cascade), keeping the oldest: they sent the same events to the same receiver again.
DELETE FROM webhook_endpoints
WHERE EXISTS (
  SELECT 1 FROM webhook_endpoints older
  WHERE older.account_id = webhook_endpoints.account_id AND older.mode = webhook_endpoints.mode
    AND older.url = webhook_endpoints.url AND older.webhook_id < webhook_endpoints.webhook_id
);
CREATE UNIQUE INDEX webhook_endpoints_url ON webhook_endpoints (account_id, mode, url);
