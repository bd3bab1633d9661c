-- The event stream (issue 19, GET /v1/events/stream): a stream resumes after an event in the order events
-- were recorded. Neither ids (ULIDs taken before the transaction) nor a sequence (taken at insert) rise in
-- commit order when transactions overlap. So each event keeps the id of the transaction that wrote it, and
-- a stream reads only events whose transaction is older than every transaction still running
-- (`pg_snapshot_xmin`): those are all finished, so no event can later appear before the ones already read.
-- Order: (recorded_xid, seq).
ALTER TABLE events ADD COLUMN recorded_xid xid8 NOT NULL DEFAULT pg_current_xact_id();
ALTER TABLE events ADD COLUMN seq BIGINT GENERATED ALWAYS AS IDENTITY;
CREATE INDEX events_stream ON events (account_id, mode, recorded_xid, seq);
