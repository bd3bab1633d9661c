-- Accounts, keys and templates come from the fixture and are re-synced at every start.
CREATE TABLE accounts (
  account_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  billing TEXT NOT NULL,
  allowed_countries TEXT NOT NULL,
  allowed_categories TEXT NOT NULL,
  credit_rates TEXT NOT NULL,
  recipient_cap_max INTEGER NOT NULL,
  recipient_cap_window_seconds INTEGER NOT NULL
);

CREATE TABLE api_keys (
  key_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (account_id),
  mode TEXT NOT NULL,
  scopes TEXT NOT NULL,
  status TEXT NOT NULL,
  ip_allowlist TEXT NOT NULL,
  send_per_second DOUBLE PRECISION NOT NULL,
  default_per_second DOUBLE PRECISION NOT NULL
);

CREATE TABLE templates (
  account_id TEXT NOT NULL REFERENCES accounts (account_id),
  template_id TEXT NOT NULL,
  name TEXT NOT NULL,
  body TEXT NOT NULL,
  variable_count INTEGER NOT NULL,
  category TEXT NOT NULL,
  status TEXT NOT NULL,
  max_variable_length INTEGER NOT NULL,
  dlt TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, template_id)
);

-- The balance is a cache of the ledger's sum, updated in the same transaction as each entry.
CREATE TABLE balances (
  account_id TEXT NOT NULL REFERENCES accounts (account_id),
  mode TEXT NOT NULL,
  balance BIGINT NOT NULL,
  PRIMARY KEY (account_id, mode)
);

CREATE TABLE ledger_entries (
  entry_id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  amount BIGINT NOT NULL,
  reason TEXT NOT NULL,
  message_id TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, mode);

CREATE TABLE messages (
  message_id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  to_number TEXT NOT NULL,
  template_id TEXT NOT NULL,
  category TEXT NOT NULL,
  text TEXT NOT NULL,
  encoding TEXT NOT NULL,
  segments INTEGER NOT NULL,
  credits_used INTEGER NOT NULL,
  status TEXT NOT NULL,
  sequence INTEGER NOT NULL,
  error TEXT,
  idempotency_key TEXT,
  submitted_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX messages_account ON messages (account_id, mode, message_id);
CREATE INDEX messages_recipient ON messages (account_id, mode, to_number, submitted_at);
CREATE INDEX messages_status ON messages (status);

CREATE TABLE message_status_history (
  message_id TEXT NOT NULL REFERENCES messages (message_id),
  sequence INTEGER NOT NULL,
  status TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (message_id, sequence)
);

-- state: in_progress while the first request runs, completed once its 202 is stored.
CREATE TABLE idempotency_keys (
  account_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  state TEXT NOT NULL,
  response_status INTEGER,
  response_body TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  PRIMARY KEY (account_id, mode, idempotency_key)
);

-- The outbox: one row per status change after queued, written in the change's transaction.
CREATE TABLE events (
  event_id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  mode TEXT NOT NULL,
  type TEXT NOT NULL,
  message_id TEXT,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX events_account ON events (account_id, mode, event_id);
