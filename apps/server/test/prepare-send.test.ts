import { describe, expect, it } from "vitest";
import { fingerprint } from "../src/domain/idempotency.js";
import { prepareSend } from "../src/domain/messages/prepare-send.js";

// What a send decides from its request alone, worked out where the request arrives (an API process) and
// applied by the use case wherever it runs (the SQLite writer): the verdict must be the one-process check's.

const request = { to: "919876543210", template_id: "tmpl_otp", variables: ["123456"] };

describe("a send prepared from its request alone", () => {
  it("passes a v1 recipient with its country, and fingerprints the body only when a key is sent", () => {
    expect(prepareSend(request, { recipientForm: "digits", idempotencyKey: null })).toEqual({
      recipient: { ok: true, to: "919876543210", country: "IN" },
      fingerprint: null,
    });
    const keyed = prepareSend(request, { recipientForm: "digits", idempotencyKey: "k-1" });
    expect(keyed.fingerprint).toBe(fingerprint(request));
    expect(keyed.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it("stores a v2 recipient without its '+'", () => {
    const prepared = prepareSend(
      { ...request, to: "+14155550123" },
      { recipientForm: "plus", idempotencyKey: null },
    );
    expect(prepared.recipient).toEqual({ ok: true, to: "14155550123", country: "US" });
  });

  it("refuses a v2 recipient without '+', showing the number in v2's form", () => {
    const { recipient } = prepareSend(request, { recipientForm: "plus", idempotencyKey: null });
    expect(recipient).toMatchObject({ ok: false, code: "invalid_recipient" });
    if (!recipient.ok) expect(recipient.detail).toContain("+919876543210");
  });

  it.each([
    ["442079460000", "fixed line"],
    ["15555550100", "not a valid number"],
    ["+919876543210", "8 to 15 digits"],
  ])("refuses %s in v1 (%s), with the detail a refusal shows", (to, reason) => {
    const { recipient } = prepareSend({ ...request, to }, { recipientForm: "digits", idempotencyKey: null });
    expect(recipient).toMatchObject({ ok: false, code: "invalid_recipient" });
    if (!recipient.ok) expect(recipient.detail).toMatch(new RegExp(`^The recipient .*${reason}.*\\.$`));
  });
});
