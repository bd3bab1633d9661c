import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { WebhookEvent } from "@sms-api/client";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createReceiverApp } from "../src/receiver-app.js";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw2hsnmK6DJ7E=";
const oldSecret = "whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

let server: Server;
let url: string;
let handled: Array<{ id: string; event: WebhookEvent }>;
let failNext: boolean;

beforeEach(async () => {
  handled = [];
  failNext = false;
  const app = createReceiverApp({
    secrets: [secret, oldSecret],
    onEvent(event, id) {
      if (failNext) {
        failNext = false;
        throw new Error("database down");
      }
      handled.push({ id, event });
    },
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function smsEvent(sequence: number, status: string) {
  return {
    type: `sms.${status}`,
    timestamp: "2026-11-22T10:15:31.480Z",
    api_version: "v1",
    data: {
      message_id: "msg_01JD3Z4N8QW7V2K5H9T6XBCF0R",
      status,
      previous_status: "submitted",
      sequence,
      to: "919000000001",
      template_id: "tmpl_otp",
      error: null,
      credits_used: 1,
      segments: 1,
      status_changed_at: "2026-11-22T10:15:31.480Z",
    },
  };
}

async function deliver(id: string, payload: object | string, options: { with?: string; at?: Date } = {}) {
  // Signed by the independent standardwebhooks package, as our server signs.
  const body = typeof payload === "string" ? payload : JSON.stringify(payload, null, 2);
  const at = options.at ?? new Date();
  const signature = new Webhook(options.with ?? secret).sign(id, at, body);
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signature,
    },
    body,
  });
}

describe("example webhook receiver", () => {
  it("verifies the raw body and hands the event to the handler", async () => {
    const res = await deliver("evt_1", smsEvent(1, "processing"));
    expect(res.status).toBe(204);
    expect(handled).toEqual([{ id: "evt_1", event: expect.objectContaining({ type: "sms.processing" }) }]);
  });

  it("acknowledges a duplicate webhook-id without handling it again", async () => {
    await deliver("evt_1", smsEvent(1, "processing"));
    const again = await deliver("evt_1", smsEvent(1, "processing"));
    expect(again.status).toBe(204);
    expect(again.headers.get("x-skipped")).toBe("duplicate");
    expect(handled).toHaveLength(1);
  });

  it("drops an event older than one already handled for the same message", async () => {
    await deliver("evt_3", smsEvent(3, "delivered"));
    const late = await deliver("evt_2", smsEvent(2, "sent"));
    expect(late.headers.get("x-skipped")).toBe("stale");
    await deliver("evt_4", smsEvent(4, "delivered"));
    expect(handled.map((h) => h.id)).toEqual(["evt_3", "evt_4"]);
  });

  it("accepts the test event, which has no sequence", async () => {
    const res = await deliver("evt_t", {
      type: "webhook.test",
      timestamp: "2026-11-22T10:20:00.000Z",
      api_version: "v1",
      data: { webhook_id: "whk_1", message: "This is a test event from the SMS API." },
    });
    expect(res.status).toBe(204);
    expect(handled[0]?.event.type).toBe("webhook.test");
  });

  it("accepts either secret during a rotation", async () => {
    expect((await deliver("evt_old", smsEvent(1, "sent"), { with: oldSecret })).status).toBe(204);
  });

  it("refuses a bad signature, a tampered body and a stale timestamp with 400", async () => {
    const wrong = await deliver("evt_x", smsEvent(1, "sent"), {
      with: "whsec_BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB=",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "no_matching_signature" });
    const old = await deliver("evt_y", smsEvent(1, "sent"), { at: new Date(Date.now() - 10 * 60_000) });
    expect(await old.json()).toEqual({ error: "timestamp_out_of_tolerance" });
    const unsigned = await fetch(url, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.status).toBe(400);
    expect(handled).toHaveLength(0);
  });

  it("answers 500 when the handler fails, so the delivery is retried and then handled", async () => {
    failNext = true;
    expect((await deliver("evt_r", smsEvent(1, "sent"))).status).toBe(500);
    expect((await deliver("evt_r", smsEvent(1, "sent"))).status).toBe(204);
    expect(handled.map((h) => h.id)).toEqual(["evt_r"]);
  });
});
