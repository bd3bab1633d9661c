import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook } from "../src/index.js";
import { deliveredEvent, newSecret } from "./webhook-fixtures.js";

// Non-ASCII and odd spacing make any re-serialization or encoding slip change the bytes.
const body = `{"type":"sms.delivered", "timestamp":"2026-11-22T10:15:31.480Z","api_version":"v1","data":${JSON.stringify(
  deliveredEvent.data,
)},"note":"naïve ✓"}`;

describe("agreement with the npm standardwebhooks package", () => {
  it("verifies what standardwebhooks signs", async () => {
    const secret = newSecret();
    const now = new Date();
    const id = "evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F";
    const signature = new Webhook(secret).sign(id, now, body);
    const headers = {
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signature,
    };
    const event = await verifyWebhook(body, headers, secret);
    expect(event.type).toBe("sms.delivered");
    expect(event.data).toEqual(deliveredEvent.data);
    // Bytes (a Node Buffer, as express.raw gives) verify the same as text.
    await expect(verifyWebhook(Buffer.from(body), headers, secret)).resolves.toEqual(event);
  });

  it("signs what standardwebhooks verifies", async () => {
    const secret = newSecret();
    const signed = await signWebhook({ id: "evt_01JD3Z5C2V8K1N7Q4T9W6XBD3F", body, secret });
    expect(new Webhook(secret).verify(body, signed.headers)).toEqual(JSON.parse(body));
  });

  it("is refused by standardwebhooks when signed with another secret", async () => {
    const signed = await signWebhook({ id: "evt_1", body, secret: newSecret() });
    expect(() => new Webhook(newSecret()).verify(body, signed.headers)).toThrow();
  });

  it("refuses a standardwebhooks signature made with another secret", async () => {
    const now = new Date();
    const headers = {
      "webhook-id": "evt_1",
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": new Webhook(newSecret()).sign("evt_1", now, body),
    };
    await expect(verifyWebhook(body, headers, newSecret())).rejects.toMatchObject({
      reason: "no_matching_signature",
    });
  });

  it("signs several secrets during a rotation, each accepted by standardwebhooks", async () => {
    const [old, current] = [newSecret(), newSecret()];
    const signed = await signWebhook({ id: "evt_2", body, secret: [old, current] });
    expect(signed.headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(new Webhook(old).verify(body, signed.headers)).toEqual(JSON.parse(body));
    expect(new Webhook(current).verify(body, signed.headers)).toEqual(JSON.parse(body));
  });
});
