import { createSmsClient } from "@sms-api/client";

const client = createSmsClient({
  baseUrl: process.env.SMS_API_BASE_URL ?? "http://127.0.0.1:3000",
  apiKey: process.env.SMS_API_KEY ?? "", // sk_test_… or sk_live_…, from your secrets manager
});

// The balance is that of the key's mode: test keys have their own.
const { data: account } = await client.account.get();
console.log(account.mode, account.balance, account.allowed_countries);
