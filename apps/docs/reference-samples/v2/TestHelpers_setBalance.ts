import { createSmsClient } from "@sms-api/client/v2";

// SMS_API_KEY: your sk_test_… or sk_live_… key.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// 0 makes the next send 402 insufficient_credits;
// set it back up when the test is done.
const account = await client.testHelpers.setBalance({
  balance: 0,
});
console.log(account.mode, account.balance);
