import { describe, expect, it } from "vitest";
import { payloadErrors, webhookPayloadValidators } from "./support/payload-schemas.js";

// Guards the validator used by the delivery tests: it must reject what the contract rejects.
describe("payload validators from the contract's webhooks", () => {
  const validators = webhookPayloadValidators();
  const good = {
    type: "sms.delivered",
    timestamp: "2026-11-22T10:15:31.480Z",
    api_version: "v1",
    data: {
      message_id: "msg_01JD3Z4N8QW7V2K5H9T6XBCF0R",
      status: "delivered",
      previous_status: "submitted",
      sequence: 3,
      to: "919000000001",
      template_id: "tmpl_otp",
      error: null,
      credits_used: 1,
      segments: 1,
      status_changed_at: "2026-11-22T10:15:31.480Z",
    },
  };

  it("has one validator per event type", () => {
    expect([...validators.keys()].sort()).toEqual([
      "sms.cancelled",
      "sms.delivered",
      "sms.expired",
      "sms.failed",
      "sms.processing",
      "sms.rejected",
      "sms.sent",
      "sms.submitted",
      "sms.undelivered",
      "webhook.test",
    ]);
  });

  it("accepts the contract's example and rejects broken payloads", () => {
    expect(payloadErrors(validators, good)).toEqual([]);
    expect(payloadErrors(validators, { ...good, api_version: "v2" })).not.toEqual([]);
    expect(payloadErrors(validators, { ...good, data: { ...good.data, sequence: 0 } })).not.toEqual([]);
    expect(payloadErrors(validators, { ...good, timestamp: "yesterday" })).not.toEqual([]);
    const { error: _dropped, ...withoutError } = good.data;
    expect(payloadErrors(validators, { ...good, data: withoutError })).not.toEqual([]);
    expect(payloadErrors(validators, { ...good, type: "sms.unknown" })).not.toEqual([]);
  });
});
