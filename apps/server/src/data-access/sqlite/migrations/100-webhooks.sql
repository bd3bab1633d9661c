-- Webhook endpoints and the durable delivery queue (issue 5).
-- Secrets are stored as issued: signing needs them. They never leave the server except on create and rotation.
CREATE TABLE webhook_endpoints (
  webhook_id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  url TEXT NOT NULL,
  events TEXT NOT NULL,
  description TEXT,
  enabled INTEGER NOT NULL,
  disabled_reason TEXT,
  secret TEXT NOT NULL,
  previous_secret TEXT,
  previous_secret_expires_at TEXT,
  -- Time of the first failed attempt since the last success; a 5-day streak disables the endpoint.
  failing_since TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX webhook_endpoints_account ON webhook_endpoints (account_id, mode, webhook_id);

-- One row per (event, endpoint): the queue. Deleting an endpoint drops its deliveries and attempts.
CREATE TABLE webhook_deliveries (
  delivery_id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL REFERENCES events (event_id),
  webhook_id TEXT NOT NULL REFERENCES webhook_endpoints (webhook_id) ON DELETE CASCADE,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  next_attempt_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  completed_at TEXT,
  UNIQUE (event_id, webhook_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (state, next_attempt_at);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (webhook_id);

CREATE TABLE webhook_attempts (
  delivery_id TEXT NOT NULL REFERENCES webhook_deliveries (delivery_id) ON DELETE CASCADE,
  attempt INTEGER NOT NULL,
  attempted_at TEXT NOT NULL,
  status_code INTEGER,
  latency_ms INTEGER NOT NULL,
  error TEXT,
  PRIMARY KEY (delivery_id, attempt)
);

-- Fan-out inside the transaction that writes the event (itself the status change's transaction):
-- an event is never committed without a queued delivery for each subscribed endpoint, so none is lost
-- by a crash. `webhook.test` events go only to the endpoint they were requested for (inserted by the route).
CREATE TRIGGER events_fan_out_to_webhooks AFTER INSERT ON events
WHEN NEW.type <> 'webhook.test'
BEGIN
  INSERT INTO webhook_deliveries (delivery_id, event_id, webhook_id, state, attempts, next_attempt_at, created_at)
  SELECT 'dlv_' || lower(hex(randomblob(16))), NEW.event_id, w.webhook_id, 'pending', 0, NEW.created_at, NEW.created_at
  FROM webhook_endpoints w
  WHERE w.account_id = NEW.account_id
    AND w.mode = NEW.mode
    AND w.enabled = 1
    AND EXISTS (SELECT 1 FROM json_each(w.events) AS j WHERE j.value IN ('*', NEW.type));
END;
