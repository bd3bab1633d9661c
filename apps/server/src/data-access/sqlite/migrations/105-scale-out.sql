-- Storage behind ports, API and worker roles (issue 15).
-- Idempotency: a key's answer is stored in the transaction that accepts its first request, so the
-- `in_progress` state of servers before that change (and its abandon window) is gone. The stored answer is
-- the exact body that was sent; its status is always 202.
DELETE FROM idempotency_keys WHERE state <> 'completed';
ALTER TABLE idempotency_keys DROP COLUMN state;
ALTER TABLE idempotency_keys DROP COLUMN response_status;

-- Carrier work is claimed by one worker at a time under a lease; the count shows a double submission.
ALTER TABLE messages ADD COLUMN dispatch_owner TEXT;
ALTER TABLE messages ADD COLUMN dispatch_lease_until TEXT;
ALTER TABLE messages ADD COLUMN carrier_submissions INTEGER NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN carrier_submitted_at TEXT;
-- Only messages not yet final are ever claimed: a partial index keeps the claim's scan to them.
CREATE INDEX messages_active ON messages (message_id)
WHERE status IN ('queued', 'processing', 'submitted', 'sent');

-- Rate-limit token buckets, shared by every process on this database file.
CREATE TABLE rate_buckets (
  bucket TEXT PRIMARY KEY,
  tokens REAL NOT NULL,
  updated_ms INTEGER NOT NULL
);
