import { signWebhook } from "@sms-api/client/webhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReceiverProcess } from "../src/receiver/receiver-process.ts";

const secret = `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`;

/** POSTs a delivery of event `id`, changed `ageMs` ago, signed with `key`. */
async function deliver(url: string, id: string, ageMs: number, key = secret): Promise<number> {
  const timestamp = new Date(Date.now() - ageMs).toISOString();
  const signed = await signWebhook({
    id,
    secret: key,
    body: { type: "sms.delivered", timestamp, api_version: "v1", data: { message_id: "msg_1" } },
  });
  const res = await fetch(url, { method: "POST", headers: signed.headers, body: signed.body });
  return res.status;
}

describe("the webhook receiver in its own process", () => {
  let receiver: ReceiverProcess;
  beforeAll(async () => {
    receiver = await ReceiverProcess.start();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it("counts distinct, repeated and unverified deliveries, and their delays", async () => {
    await receiver.setSecret("/hooks/0", secret);
    expect(await deliver(`${receiver.url}/hooks/0`, "evt_1", 100)).toBe(204);
    expect(await deliver(`${receiver.url}/hooks/0`, "evt_2", 300)).toBe(204);
    expect(await deliver(`${receiver.url}/hooks/0`, "evt_1", 100)).toBe(204);
    const wrongKey = `whsec_${Buffer.from("fedcba9876543210fedcba9876543210").toString("base64")}`;
    await deliver(`${receiver.url}/hooks/0`, "evt_3", 0, wrongKey);
    await deliver(`${receiver.url}/hooks/9`, "evt_4", 0);
    // Verification finishes after the 204: wait for the last one to be counted.
    await expect.poll(async () => (await receiver.counts()).bad).toBe(2);
    expect(await receiver.counts()).toEqual({ distinct: 2, duplicates: 1, bad: 2, receipts: 3 });

    const summary = await receiver.summary([0, Date.now()]);
    expect(summary.receipts).toBe(3);
    expect(summary.deliveredBy).toEqual([0, 3]);
    expect(summary.deliveryP99Ms).toBeGreaterThanOrEqual(300);
    expect(summary.deliveryP50Ms).toBeGreaterThanOrEqual(100);
    expect(summary.deliveryP50Ms).toBeLessThan(summary.deliveryP99Ms);

    await receiver.reset();
    expect(await receiver.counts()).toEqual({ distinct: 0, duplicates: 0, bad: 2, receipts: 0 });
    expect((await receiver.summary([Date.now()])).deliveryP99Ms).toBeNaN();
  });

  it("is gone once closed", async () => {
    const other = await ReceiverProcess.start();
    await other.close();
    await expect(other.counts()).rejects.toThrow(/gone/);
    await expect(fetch(other.url)).rejects.toThrow();
  });
});
