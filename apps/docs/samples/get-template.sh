#!/usr/bin/env bash
# Show a template, with its DLT mapping (`dlt`) and variable rules.
set -euo pipefail
curl --silent --show-error --fail-with-body --max-time 10 \
  "${SMS_API_BASE_URL:-http://127.0.0.1:3000}/v1/templates/tmpl_otp" \
  -H "Authorization: Bearer ${SMS_API_KEY:?Set SMS_API_KEY}"
echo
