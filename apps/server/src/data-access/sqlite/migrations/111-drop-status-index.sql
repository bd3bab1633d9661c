-- The index on `status` alone served no query, and misled the planner: the carrier claim (`status IN` the
-- active ones, `ORDER BY message_id`) read every active message through it and sorted them, for each claim
-- (a backlog of 30,000 queued messages: 15 ms a claim against 0.7 ms; tools/bench/performance.md, "Session
-- 22"). Without it the claim walks `messages_active` in order and stops at its limit; every status change
-- also writes one index fewer.
DROP INDEX IF EXISTS messages_status;
