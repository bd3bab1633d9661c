// Send one SMS, then read its status. Plain JavaScript, so any Node from 20 on runs it as it is:
// npm install <the client's tarball>, then SMS_API_KEY=sk_test_… node quick-start.mjs
import { createSmsClient } from "@sms-api/client";

const apiKey = process.env.SMS_API_KEY; // from your secrets manager or environment, never from code
if (!apiKey) throw new Error("Set SMS_API_KEY to an API key (sk_test_… for test mode).");

const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "http://127.0.0.1:3000",
  apiKey,
  timeoutMs: 10_000, // always bound a call: a lost answer must not hang your worker
});

const accepted = await client.sms.send(
  { to: "919000000001", template_id: "tmpl_otp", variables: ["482913", "10"] },
  { idempotencyKey: "order-4711-otp" }, // identifies the business event: retries never send twice
);
console.log(`accepted ${accepted.data.message_id}: ${accepted.data.status}`);

const message = await client.sms.get(accepted.data.message_id);
console.log(`status of ${message.data.message_id}: ${message.data.status}`);
