-- The index on `status` alone served no query, and misled the planner under load (issue 21): it took it for
-- each status change (`status = ` the status left), reading every message in that status instead of one row
-- by its key. SQLite dropped it for the same reason (its migration 111); the carrier claim reads
-- `messages_active`, and a status change the primary key. Dropping an index holds the table's lock only
-- for the drop itself.
DROP INDEX IF EXISTS messages_status;
