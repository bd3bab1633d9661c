-- Token leases (issue 21): the last time a bucket's refill ran past its capacity, so that tokens a process
-- leased before then are not given back twice (see takeTokens). 0: not since this column was added.
ALTER TABLE rate_buckets ADD COLUMN capped_ms REAL NOT NULL DEFAULT 0;
