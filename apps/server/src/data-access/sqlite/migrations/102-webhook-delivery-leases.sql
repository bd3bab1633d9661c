-- Several server instances may share one database file: a worker claims a delivery (a lease that expires)
-- before posting it, so two instances never send it at once, and a crashed holder's claim runs out.
ALTER TABLE webhook_deliveries ADD COLUMN lease_until TEXT;
-- Who holds the lease: only that holder may record the attempt's outcome.
ALTER TABLE webhook_deliveries ADD COLUMN lease_token TEXT;
-- "Does this endpoint have a delivery in flight anywhere?": leases are few (cleared on record), so a partial index.
CREATE INDEX webhook_deliveries_leased ON webhook_deliveries (webhook_id, lease_until) WHERE lease_until IS NOT NULL;
