import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { generateSecret, signatureHeader, signPayload } from "../../src/domain/webhooks/signature.js";
import { webhookBody, webhookHeaders } from "../../src/entry-points/worker/webhook-payload.js";

describe("Standard Webhooks signing", () => {
  it("makes whsec_ secrets of 32 random bytes", () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(generateSecret()).not.toBe(secret);
  });

  it("produces the signature the standardwebhooks package produces", () => {
    const secret = generateSecret();
    const body = '{"type":"sms.delivered"}';
    const timestamp = 1795342531;
    expect(signPayload(secret, "evt_1", timestamp, body)).toBe(
      new Webhook(secret).sign("evt_1", new Date(timestamp * 1000), body),
    );
  });

  // Vector computed with `openssl dgst -sha256 -mac HMAC -macopt hexkey:<base64-decoded secret>`.
  it("matches a fixed vector (HMAC-SHA256 over id.timestamp.body with the decoded key)", () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw2hsnmK6DJ7E=";
    expect(signPayload(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')).toBe(
      "v1,ovBBbSyh0GGhhibholFOKlEjKfb+NMfTL56Kh9qrrcw=",
    );
  });

  it("puts one signature per secret in the header, each verifiable on its own", () => {
    const [newer, older] = [generateSecret(), generateSecret()];
    const body = webhookBody(
      {
        event_id: "evt_2",
        type: "webhook.test",
        created_at: "2026-11-22T10:20:00.000Z",
        data: { webhook_id: "whk_1", message: "a test" },
      },
      "v1",
    );
    const headers = webhookHeaders("evt_2", body, [newer, older], Date.now());
    expect(headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(new Webhook(newer).verify(body, headers)).toMatchObject({
      type: "webhook.test",
      data: { webhook_id: "whk_1", message: "a test" },
    });
    expect(new Webhook(older).verify(body, headers)).toMatchObject({ api_version: "v1" });
    expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow();
    expect(signatureHeader([newer], "evt_2", 1, body)).not.toContain(" ");
  });

  it("refuses a secret without the whsec_ prefix", () => {
    expect(() => signPayload("abc", "evt_1", 1, "{}")).toThrow(/whsec_/);
  });
});
