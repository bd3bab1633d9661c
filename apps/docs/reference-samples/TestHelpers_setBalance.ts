import { createSmsClient } from "@sms-api/client";

// SMS_API_KEY: a test key (sk_test_…): a live key is refused.
const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "",
  apiKey: process.env.SMS_API_KEY ?? "",
});

// 0 makes the next send 402 insufficient_credits;
// set it back up when the test is done.
const { data: account } =
  await client.testHelpers.setBalance({ balance: 0 });
console.log(account.mode, account.balance);
