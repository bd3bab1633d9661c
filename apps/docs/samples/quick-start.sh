#!/usr/bin/env bash
# Send one SMS, then read its status. Run: SMS_API_KEY=sk_test_… bash quick-start.sh
set -euo pipefail
BASE_URL="${SMS_API_BASE_URL:-http://127.0.0.1:3000}"
: "${SMS_API_KEY:?Set SMS_API_KEY to an API key (sk_test_… for test mode).}"

accepted=$(curl --silent --show-error --fail-with-body --max-time 10 \
  -X POST "$BASE_URL/v1/sms/send" \
  -H "Authorization: Bearer $SMS_API_KEY" \
  -H "Content-Type: application/json" \
  -H "X-Idempotency-Key: order-4711-otp" \
  -d '{"to": "919000000001", "template_id": "tmpl_otp", "variables": ["482913", "10"]}')
echo "$accepted"

message_id=$(printf '%s' "$accepted" | grep -o '"message_id": *"[^"]*"' | head -n 1 | cut -d '"' -f 4)
curl --silent --show-error --fail-with-body --max-time 10 \
  "$BASE_URL/v1/sms/$message_id" \
  -H "Authorization: Bearer $SMS_API_KEY"
echo
