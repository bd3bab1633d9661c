// v1: `to` is digits only, country code first, no "+".
import type { SmsClient } from "@sms-api/client";

/** Sends the OTP to a number stored as v1 wants it (`919000000001`). */
export async function sendOtp(client: SmsClient, digits: string): Promise<string> {
  const { data: queued } = await client.sms.send({
    to: digits,
    template_id: "tmpl_otp",
    variables: ["1", "10"],
  });
  return queued.to;
}
