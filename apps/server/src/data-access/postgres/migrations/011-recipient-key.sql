-- The recipient cap's read (issue 21) by one key that no other index holds. With `account_id = .. AND mode = ..
-- AND to_number = ..`, `messages_account` (account_id, mode, message_id) served it too: on a table not yet
-- analyzed both estimate one row, and once `messages_recipient`, whose entries are wider, grew a level taller,
-- the planner took `messages_account` and a sort, reading every message of the account for each send. That
-- happened under the bench's sends within the first minute of a new database, and would again for an account
-- that grew since the last ANALYZE. The key joins the three columns with spaces, which an account id, a mode
-- and a number never hold. Building the index holds the table's write lock while it reads the table.
CREATE INDEX messages_recipient_key ON messages ((account_id || ' ' || mode || ' ' || to_number), submitted_at);
DROP INDEX IF EXISTS messages_recipient;
