-- The event stream (issue 19, GET /v1/events/stream): a stream resumes after an event in the order events
-- were recorded. Ids cannot give that order (each process takes its own ULIDs before its transaction), but
-- SQLite runs one write transaction at a time, so a number taken inside the insert's transaction rises in
-- commit order, and a reader always sees every event up to the highest number it sees.
ALTER TABLE events ADD COLUMN seq INTEGER;
UPDATE events SET seq = rowid;
CREATE UNIQUE INDEX events_seq ON events (seq);
CREATE INDEX events_stream ON events (account_id, mode, seq);

-- Numbered here rather than by the store, so that every insert gets one.
CREATE TRIGGER events_take_seq AFTER INSERT ON events WHEN NEW.seq IS NULL
BEGIN
  UPDATE events SET seq = (SELECT COALESCE(MAX(seq), 0) + 1 FROM events) WHERE event_id = NEW.event_id;
END;
