-- A real carrier (issue 20): the carrier's id of each submitted part, so receipts find their message, and
-- each part's final outcome, so a multipart message is delivered only when every part is.
CREATE TABLE carrier_parts (
  message_id TEXT NOT NULL,
  part INTEGER NOT NULL,
  total INTEGER NOT NULL,
  carrier_message_id TEXT NOT NULL,
  outcome TEXT,
  PRIMARY KEY (message_id, part)
);
CREATE INDEX carrier_parts_by_carrier_id ON carrier_parts (carrier_message_id);
