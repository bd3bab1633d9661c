#!/usr/bin/env bash
# Which account, mode and balance does this key have? Run: SMS_API_KEY=sk_test_… bash check-key.sh
set -euo pipefail
curl --silent --show-error --fail-with-body --max-time 10 \
  "${SMS_API_BASE_URL:-http://127.0.0.1:3000}/v1/account" \
  -H "Authorization: Bearer ${SMS_API_KEY:?Set SMS_API_KEY}"
echo
