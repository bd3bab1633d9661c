// v2: `to` is E.164 with its "+"; the v1 form is refused as 422 invalid_recipient.
import type { SmsClient } from "@sms-api/client/v2";

/** v1's stored form (`919000000001`) in E.164 (`+919000000001`): the same number, written with "+". */
export const toE164 = (digits: string): `+${string}` => `+${digits.replace(/^\+/, "")}`;

/** Sends the OTP to a number stored as v1 wanted it, written the v2 way. */
export async function sendOtp(client: SmsClient, digits: string): Promise<string> {
  const queued = await client.messages.send({
    to: toE164(digits),
    template_id: "tmpl_otp",
    variables: ["1", "10"],
  });
  return queued.to; // "+919000000001": every number in a v2 body has its "+"
}
