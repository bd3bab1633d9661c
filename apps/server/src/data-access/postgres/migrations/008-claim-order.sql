-- The carrier claim (issue 21): it read `status IN` the active ones through `messages_status` or walked
-- `messages_active` in id order, fetching every active row to test its lease, so each claim read every
-- message in flight, nearly all of them leased; the planner also took `messages_status` for a status change
-- and read every message in the status it left. One index now holds the active messages by when each became
-- claimable: a free lease from the message's submission, a taken one from its end. A claim reads its range up
-- to now, in that order, and stops at its limit; an idle worker's check reads one entry. SQLite dropped
-- `messages_status` for the same reason (its migration 111). A worker of the previous version beside this one
-- still claims correctly, reading more. The index is partial, over the messages not yet final, so it builds fast.
DROP INDEX IF EXISTS messages_status;
DROP INDEX IF EXISTS messages_active;
CREATE INDEX messages_claimable ON messages ((COALESCE(dispatch_lease_until, submitted_at)), message_id)
WHERE status IN ('queued', 'processing', 'submitted', 'sent');
