-- Token leases (issue 21): an API process takes several tokens of a key's bucket in one statement and spends
-- them itself, so a request no longer writes the bucket. `granted` returns how many a take got, as `allowed`
-- did for one token (kept, and still written, so a process of the previous version beside this one works).
-- `capped_ms` is the last time the bucket's refill ran past its capacity: tokens leased before then are not
-- given back twice (see takeTokens). A process of the previous version does not set it, so until it stops,
-- a give-back after its refill may count once more, as much as one lease.
ALTER TABLE rate_buckets ADD COLUMN granted DOUBLE PRECISION NOT NULL DEFAULT 0;
ALTER TABLE rate_buckets ADD COLUMN capped_ms DOUBLE PRECISION NOT NULL DEFAULT 0;
