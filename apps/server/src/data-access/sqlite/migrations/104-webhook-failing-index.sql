-- The worker looks once a minute for enabled endpoints failing for 5 days; few are failing, so a partial index.
CREATE INDEX webhook_endpoints_failing ON webhook_endpoints (failing_since)
WHERE enabled = 1 AND failing_since IS NOT NULL;
