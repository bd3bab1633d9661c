-- The recipient cap's read (issue 21) by one key that no other index holds. With `account_id = .. AND mode = ..
-- AND to_number = ..`, `messages_account` (account_id, mode, message_id) served it too: on a table not yet
-- analyzed both estimate one row, and once `messages_recipient`, whose entries are wider, grew a level taller,
-- the planner took `messages_account` and a sort, reading every message of the account for each send. A new
-- database has no statistics until autovacuum's first ANALYZE; an account that grew since the last one has
-- none of its own. The key joins the three columns with spaces, which an account id, a mode and a number never
-- hold. Building the index holds the table's write lock while it reads the table: sends wait for it.
-- `messages_recipient` stays for API processes of the previous version, which read by it while they are
-- replaced one by one; a later migration drops it.
CREATE INDEX messages_recipient_key ON messages ((account_id || ' ' || mode || ' ' || to_number), submitted_at);
