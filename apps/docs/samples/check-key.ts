// Check which account and mode a key belongs to, and explain an authentication failure.
import { SmsApiError, type SmsClient } from "@sms-api/client";

/** One line about the key: its account, mode and balance, or why it was refused. */
export async function describeKey(client: SmsClient): Promise<string> {
  try {
    const { data } = await client.account.get();
    return `${data.name} (${data.account_id}), ${data.mode} mode, balance ${data.balance} credits`;
  } catch (error) {
    if (!(error instanceof SmsApiError)) throw error;
    switch (error.code) {
      case "unauthenticated":
        return "No usable Authorization header: send `Authorization: Bearer <API_KEY>`.";
      case "invalid_api_key":
        return "Unknown key: check you copied all of it, and that it belongs to this environment.";
      case "api_key_inactive":
        return "This key was revoked: create a new one and update your secrets manager.";
      case "ip_not_allowed":
        return "Calls from this IP address are not in the key's allow-list.";
      default:
        return `Refused: ${error.code} (${error.status}), request ${error.request_id}`;
    }
  }
}
