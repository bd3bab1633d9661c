import { createSmsClient, type SmsClient } from "@sms-api/client";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deref, escapePointer, listEventTypes, loadDocument } from "../client/openapi-document.js";
import { DEMO_TEST_KEY, type ReferenceServer, startReferenceServer } from "../client/reference-server.js";
import { createSchemaValidator } from "../client/schema-validator.js";
import { type Delivery, type Receiver, startReceiver } from "./receiver.js";

const doc = loadDocument();
const validator = createSchemaValidator(doc);
const eventTypes = listEventTypes(doc);

/** What makes the server emit an event, given a client and the registered endpoint's id. */
type Trigger = (client: SmsClient, webhookId: string) => Promise<void>;

const send = (to: string) => async (client: SmsClient) => {
  await client.sms.send({ to, template_id: "tmpl_otp", variables: ["482913", "10"] });
};
// The test-mode recipients of api-v1.md §7 decide each message's path through the lifecycle.
const delivered = send("919000000001");
const cancelHeld: Trigger = async (client) => {
  const { data } = await client.sms.send({
    to: "919000000006",
    template_id: "tmpl_otp",
    variables: ["1", "2"],
  });
  await client.sms.cancel(data.message_id);
};

/**
 * How to make the server deliver each event type (the simulator's magic numbers, cancel, the test event).
 * The list of types to cover comes from the document; a type missing here fails the test below.
 */
const TRIGGERS: Record<string, Trigger> = {
  "sms.processing": delivered,
  "sms.submitted": delivered,
  "sms.sent": delivered,
  "sms.delivered": delivered,
  "sms.undelivered": send("919000000002"),
  "sms.rejected": send("919000000003"),
  "sms.failed": send("919000000004"),
  "sms.expired": send("919000000005"),
  "sms.cancelled": cancelHeld,
  "webhook.test": async (client, webhookId) => {
    await client.webhooks.test(webhookId);
  },
};

const typeOf = (d: Delivery) => (JSON.parse(d.body) as { type?: string }).type;

let server: ReferenceServer;
let receiver: Receiver;
let secret: string;
beforeAll(async () => {
  [server, receiver] = await Promise.all([
    startReferenceServer({
      ALLOW_INSECURE_WEBHOOKS: "true",
      WEBHOOK_RETRY_SCHEDULE: "1,1,1",
      SIMULATOR_TEST_STEP_MS: "20",
    }),
    startReceiver(),
  ]);
  const client = createSmsClient({ baseUrl: server.baseUrl, apiKey: DEMO_TEST_KEY, maxRetries: 0 });
  const { data: endpoint } = await client.webhooks.create({ url: receiver.url("/events"), events: ["*"] });
  secret = endpoint.secret;
  for (const trigger of new Set(Object.values(TRIGGERS))) await trigger(client, endpoint.webhook_id);
  const seen = (received: Delivery[]) => new Set(received.map(typeOf));
  await receiver
    .waitFor((received) => eventTypes.every((type) => seen(received).has(type)), 20_000)
    .catch(() => undefined); // the coverage test below names what never came
});
afterAll(async () => {
  await Promise.all([server?.stop(), receiver?.close()]);
});

describe("webhooks: the built server delivers every event type of the document, signed and schema-valid", () => {
  it("knows how to trigger every event type of the document", () => {
    expect(eventTypes.length).toBeGreaterThan(0);
    expect(eventTypes.filter((type) => !(type in TRIGGERS))).toEqual([]);
    expect(
      Object.keys(TRIGGERS).filter((type) => !eventTypes.includes(type)),
      "stale triggers",
    ).toEqual([]);
  });

  it("delivered every event type of the document, and none outside it", () => {
    const delivered = new Set(receiver.received.map(typeOf));
    expect(
      eventTypes.filter((type) => !delivered.has(type)),
      "never delivered",
    ).toEqual([]);
    expect(
      [...delivered].filter((type) => !eventTypes.includes(String(type))),
      "not in the document",
    ).toEqual([]);
  });

  it("signed every delivery so that `standardwebhooks` verifies it", () => {
    expect(receiver.received.length).toBeGreaterThanOrEqual(eventTypes.length);
    const webhook = new Webhook(secret);
    for (const d of receiver.received) {
      expect(() => webhook.verify(d.body, d.headers as Record<string, string>), d.body).not.toThrow();
    }
    // Not vacuous: the same delivery with one byte changed is refused.
    const first = receiver.received[0] as Delivery;
    expect(() => webhook.verify(`${first.body} `, first.headers as Record<string, string>)).toThrow();
  });

  it("sent every payload valid against the `webhooks` schema of its own type", () => {
    for (const d of receiver.received) {
      const payload: unknown = JSON.parse(d.body);
      expect(validator.webhookErrors(String(typeOf(d)), payload), d.body).toEqual([]);
    }
  });

  it("sent the headers and media type each webhook documents, with valid values", () => {
    for (const d of receiver.received) {
      const type = String(typeOf(d));
      const post = deref<{
        parameters: { name: string; in: string; required?: boolean; schema?: unknown }[];
        requestBody: { content: Record<string, unknown> };
      }>(doc, (doc.webhooks as Record<string, { post: unknown }>)[type]?.post);
      expect(Object.keys(post.requestBody.content)).toContain(d.headers["content-type"]);
      post.parameters.forEach((p, i) => {
        if (p.in !== "header") return;
        const raw = d.headers[p.name.toLowerCase()];
        if (raw === undefined) {
          expect(p.required, `${type}: missing header ${p.name}`).not.toBe(true);
          return;
        }
        const pointer = `#/webhooks/${escapePointer(type)}/post/parameters/${i}/schema`;
        const schemaType = deref<{ type?: string }>(doc, p.schema).type;
        const value = schemaType === "integer" || schemaType === "number" ? Number(raw) : raw;
        expect(validator.errorsAt(pointer, value), `${type}: header ${p.name}=${String(raw)}`).toEqual([]);
      });
    }
  });
});
