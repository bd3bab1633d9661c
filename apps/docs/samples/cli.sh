#!/usr/bin/env bash
# The sms-api CLI: send a message, then read it back. Run: SMS_API_KEY=sk_test_… bash cli.sh
set -euo pipefail
sent=$(sms-api --json messages send --to 919000000001 --template-id tmpl_otp --variables 123456 10)
id=$(node -pe 'JSON.parse(process.argv[1]).data.message_id' "$sent")
sms-api --json messages get "$id"
