-- Token leases (issue 21): an API process takes several tokens of a key's bucket in one statement and spends
-- them itself, so a request no longer writes the bucket. `granted` returns how many a take got, as `allowed`
-- did for one token (kept, and still written, so a process of the previous version beside this one works).
ALTER TABLE rate_buckets ADD COLUMN granted DOUBLE PRECISION NOT NULL DEFAULT 0;
