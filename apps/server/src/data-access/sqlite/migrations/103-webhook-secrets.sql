-- Replaced secrets that still sign: each for 24 h after the rotation that replaced it (api-v1.md §9), so a
-- second rotation within a day does not cut the first secret's overlap short (one previous_secret column did).
CREATE TABLE webhook_secrets (
  webhook_id TEXT NOT NULL REFERENCES webhook_endpoints (webhook_id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  PRIMARY KEY (webhook_id, secret)
);
CREATE INDEX webhook_secrets_expiry ON webhook_secrets (webhook_id, expires_at);
INSERT INTO webhook_secrets (webhook_id, secret, expires_at)
SELECT webhook_id, previous_secret, previous_secret_expires_at FROM webhook_endpoints
WHERE previous_secret IS NOT NULL AND previous_secret_expires_at IS NOT NULL;
ALTER TABLE webhook_endpoints DROP COLUMN previous_secret;
ALTER TABLE webhook_endpoints DROP COLUMN previous_secret_expires_at;
