#!/usr/bin/env bash
# Ask the mock (`pnpm mock`) for the contract's `insufficient_credits` example of a send.
set -euo pipefail
curl --silent --show-error --max-time 5 --write-out '\nHTTP %{http_code}\n' \
  -X POST "${SMS_MOCK_URL:-http://127.0.0.1:4010}/v1/sms/send" \
  -H "Authorization: Bearer sk_test_demo_0123456789abcdef" \
  -H "Content-Type: application/json" \
  -H "Prefer: code=402, example=insufficient_credits" \
  -d '{"to": "919000000001", "template_id": "tmpl_otp", "variables": ["482913", "10"]}'
