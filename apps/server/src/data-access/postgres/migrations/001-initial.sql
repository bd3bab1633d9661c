-- The PostgreSQL schema: the SQLite schema after its migrations 001-105, in one step (this engine has no
-- older servers to upgrade). Identifiers and timestamps are TEXT COLLATE "C": the ports exchange RFC 3339
-- UTC strings, and byte order keeps every comparison and ORDER BY exactly as on SQLite, whatever the
-- database's default collation. JSON objects whose key order is shown to clients are `json` (kept as
-- written); `jsonb` only where SQL reads into it.

-- Accounts, keys and templates come from the fixture and are re-synced at every start.
CREATE TABLE accounts (
  account_id TEXT COLLATE "C" PRIMARY KEY,
  name TEXT NOT NULL,
  billing TEXT NOT NULL,
  allowed_countries JSON NOT NULL,
  allowed_categories JSON NOT NULL,
  credit_rates JSON NOT NULL,
  recipient_cap_max INTEGER NOT NULL,
  recipient_cap_window_seconds INTEGER NOT NULL
);

CREATE TABLE api_keys (
  key_hash TEXT COLLATE "C" PRIMARY KEY,
  account_id TEXT COLLATE "C" NOT NULL REFERENCES accounts (account_id),
  mode TEXT COLLATE "C" NOT NULL,
  scopes JSON NOT NULL,
  status TEXT NOT NULL,
  ip_allowlist JSON NOT NULL,
  send_per_second DOUBLE PRECISION NOT NULL,
  default_per_second DOUBLE PRECISION NOT NULL
);

CREATE TABLE templates (
  account_id TEXT COLLATE "C" NOT NULL REFERENCES accounts (account_id),
  template_id TEXT COLLATE "C" NOT NULL,
  name TEXT NOT NULL,
  body TEXT NOT NULL,
  variable_count INTEGER NOT NULL,
  category TEXT NOT NULL,
  status TEXT NOT NULL,
  max_variable_length INTEGER NOT NULL,
  dlt JSON,
  created_at TEXT COLLATE "C" NOT NULL,
  PRIMARY KEY (account_id, template_id)
);
CREATE INDEX templates_page ON templates (account_id, created_at, template_id);

-- The balance is a cache of the ledger's sum, updated in the same transaction as each entry.
CREATE TABLE balances (
  account_id TEXT COLLATE "C" NOT NULL REFERENCES accounts (account_id),
  mode TEXT COLLATE "C" NOT NULL,
  balance BIGINT NOT NULL,
  PRIMARY KEY (account_id, mode)
);

CREATE TABLE ledger_entries (
  entry_id TEXT COLLATE "C" PRIMARY KEY,
  account_id TEXT COLLATE "C" NOT NULL,
  mode TEXT COLLATE "C" NOT NULL,
  amount BIGINT NOT NULL,
  reason TEXT NOT NULL,
  message_id TEXT COLLATE "C",
  created_at TEXT COLLATE "C" NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, mode);

-- status_history: `[{"status", "at"}, ...]`, oldest first. dispatch_*: which worker drives the message
-- through the carrier, under a lease; carrier_submissions shows a double submission.
CREATE TABLE messages (
  message_id TEXT COLLATE "C" PRIMARY KEY,
  account_id TEXT COLLATE "C" NOT NULL,
  mode TEXT COLLATE "C" NOT NULL,
  to_number TEXT COLLATE "C" NOT NULL,
  template_id TEXT COLLATE "C" NOT NULL,
  category TEXT NOT NULL,
  text TEXT NOT NULL,
  encoding TEXT NOT NULL,
  segments INTEGER NOT NULL,
  credits_used INTEGER NOT NULL,
  status TEXT COLLATE "C" NOT NULL,
  sequence INTEGER NOT NULL,
  error JSON,
  idempotency_key TEXT,
  submitted_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT COLLATE "C" NOT NULL,
  status_history JSONB NOT NULL,
  dispatch_owner TEXT,
  dispatch_lease_until TEXT COLLATE "C",
  carrier_submissions INTEGER NOT NULL DEFAULT 0,
  carrier_submitted_at TEXT COLLATE "C"
);
CREATE INDEX messages_account ON messages (account_id, mode, message_id);
CREATE INDEX messages_recipient ON messages (account_id, mode, to_number, submitted_at);
CREATE INDEX messages_status ON messages (status);
-- Only messages not yet final are ever claimed for carrier work.
CREATE INDEX messages_active ON messages (message_id)
WHERE status IN ('queued', 'processing', 'submitted', 'sent');

-- One live record per key; the answer is stored in the transaction that accepts the first request.
CREATE TABLE idempotency_keys (
  account_id TEXT COLLATE "C" NOT NULL,
  mode TEXT COLLATE "C" NOT NULL,
  idempotency_key TEXT COLLATE "C" NOT NULL,
  fingerprint TEXT NOT NULL,
  response_body TEXT,
  created_at TEXT COLLATE "C" NOT NULL,
  expires_at TEXT COLLATE "C" NOT NULL,
  PRIMARY KEY (account_id, mode, idempotency_key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);

-- The outbox: one row per status change after queued, written in the change's transaction. `data` is the
-- event's JSON as written: deliveries send it as stored.
CREATE TABLE events (
  event_id TEXT COLLATE "C" PRIMARY KEY,
  account_id TEXT COLLATE "C" NOT NULL,
  mode TEXT COLLATE "C" NOT NULL,
  type TEXT COLLATE "C" NOT NULL,
  message_id TEXT COLLATE "C",
  data JSON NOT NULL,
  created_at TEXT COLLATE "C" NOT NULL
);
CREATE INDEX events_account ON events (account_id, mode, event_id);

-- Webhook endpoints. `events` is a JSON array of types, `["*"]` for all. Secrets are stored as issued.
CREATE TABLE webhook_endpoints (
  webhook_id TEXT COLLATE "C" PRIMARY KEY,
  account_id TEXT COLLATE "C" NOT NULL,
  mode TEXT COLLATE "C" NOT NULL,
  url TEXT NOT NULL,
  events JSONB NOT NULL,
  description TEXT,
  enabled BOOLEAN NOT NULL,
  disabled_reason TEXT,
  secret TEXT NOT NULL,
  -- Time of the first failed attempt since the last success; a 5-day streak disables the endpoint.
  failing_since TEXT COLLATE "C",
  created_at TEXT COLLATE "C" NOT NULL,
  updated_at TEXT COLLATE "C" NOT NULL
);
CREATE INDEX webhook_endpoints_account ON webhook_endpoints (account_id, mode, webhook_id);
CREATE INDEX webhook_endpoints_failing ON webhook_endpoints (failing_since)
WHERE enabled AND failing_since IS NOT NULL;

-- One row per (event, endpoint): the queue. Deleting an endpoint drops its deliveries and attempts.
-- lease_until/lease_token: the claim of the worker sending it; only the token's holder records the outcome.
CREATE TABLE webhook_deliveries (
  delivery_id TEXT COLLATE "C" PRIMARY KEY,
  event_id TEXT COLLATE "C" NOT NULL REFERENCES events (event_id),
  webhook_id TEXT COLLATE "C" NOT NULL REFERENCES webhook_endpoints (webhook_id) ON DELETE CASCADE,
  state TEXT COLLATE "C" NOT NULL,
  attempts INTEGER NOT NULL,
  next_attempt_at TEXT COLLATE "C" NOT NULL,
  created_at TEXT COLLATE "C" NOT NULL,
  completed_at TEXT COLLATE "C",
  lease_until TEXT COLLATE "C",
  lease_token TEXT,
  UNIQUE (event_id, webhook_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (state, next_attempt_at);
CREATE INDEX webhook_deliveries_endpoint_due ON webhook_deliveries (webhook_id, state, next_attempt_at, event_id);
CREATE INDEX webhook_deliveries_leased ON webhook_deliveries (webhook_id, lease_until) WHERE lease_until IS NOT NULL;

CREATE TABLE webhook_attempts (
  delivery_id TEXT COLLATE "C" NOT NULL REFERENCES webhook_deliveries (delivery_id) ON DELETE CASCADE,
  attempt INTEGER NOT NULL,
  attempted_at TEXT COLLATE "C" NOT NULL,
  status_code INTEGER,
  latency_ms INTEGER NOT NULL,
  error TEXT,
  PRIMARY KEY (delivery_id, attempt)
);

-- Replaced secrets that still sign, each until its own expiry.
CREATE TABLE webhook_secrets (
  webhook_id TEXT COLLATE "C" NOT NULL REFERENCES webhook_endpoints (webhook_id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  expires_at TEXT COLLATE "C" NOT NULL,
  PRIMARY KEY (webhook_id, secret)
);
CREATE INDEX webhook_secrets_expiry ON webhook_secrets (webhook_id, expires_at);

-- Rate-limit token buckets shared by every instance. `allowed` is the last take's answer, returned by the
-- same upsert that decides it. updated_ms is a double, like the JavaScript number it is compared with.
CREATE TABLE rate_buckets (
  bucket TEXT COLLATE "C" PRIMARY KEY,
  tokens DOUBLE PRECISION NOT NULL,
  updated_ms DOUBLE PRECISION NOT NULL,
  allowed BOOLEAN NOT NULL
);
CREATE INDEX rate_buckets_updated ON rate_buckets (updated_ms);
