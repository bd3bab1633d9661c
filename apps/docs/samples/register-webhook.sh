#!/usr/bin/env bash
# Register a webhook endpoint; store the `secret` of the answer, it is shown only once.
set -euo pipefail
curl --silent --show-error --fail-with-body --max-time 10 \
  -X POST "${SMS_API_BASE_URL:-http://127.0.0.1:3000}/v1/webhooks" \
  -H "Authorization: Bearer ${SMS_API_KEY:?Set SMS_API_KEY}" \
  -H "Content-Type: application/json" \
  -d '{"url": "https://example.com/webhooks/sms", "events": ["*"], "description": "Delivery receipts"}'
echo
