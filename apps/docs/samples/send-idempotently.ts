// Send an OTP exactly once per business event, however often this code is retried.
import { type SmsClient, SmsNetworkError, SmsTimeoutError } from "@sms-api/client";

/** The outcome of one attempt to send an order's OTP. */
export type SendOutcome =
  | { status: "accepted"; message_id: string }
  | { status: "retry_later"; reason: string };

/** Sends the OTP of `order`; safe to call again for the same order, e.g. from a job queue's retry. */
export async function sendOrderOtp(
  sms: SmsClient["sms"],
  order: { id: string; phone: string; otp: string },
): Promise<SendOutcome> {
  try {
    const { data } = await sms.send(
      { to: order.phone, template_id: "tmpl_otp", variables: [order.otp, "10"] },
      // Derived from the business event, so a retry an hour later still maps to the same message.
      { idempotencyKey: `order-${order.id}-otp` },
    );
    return { status: "accepted", message_id: data.message_id };
  } catch (error) {
    // The client already retried timeouts, network errors, 409 in progress, 429 and 503 with the same key.
    // If we still do not know, retrying later with the same key is safe: it never sends twice.
    if (error instanceof SmsTimeoutError || error instanceof SmsNetworkError) {
      return { status: "retry_later", reason: error.message };
    }
    throw error; // a problem answer (SmsApiError): retrying will not help; see the errors guide
  }
}
