import { createSmsClient } from "@sms-api/client";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_TEST_KEY, startDemoServer } from "../client/demo-server.js";
import { deref, listEventTypes, loadDocument } from "../client/document-examples.js";
import { TEST_API_VERSION } from "../support/api-version.js";
import type { JsonSchema } from "../support/openapi-document.js";
import { createResponseValidator } from "../support/response-validator.js";
import type { ServerProcess } from "../support/server-process.js";
import { versionApi } from "../support/version-api.js";
import { type Delivery, type Receiver, startReceiver } from "./receiver.js";
import { clientActions, httpActions, type WebhookActions } from "./webhook-actions.js";

// This project's version (vitest.config.ts): an endpoint made through it is pinned to it, so every event
// reaches it rendered in that version and is checked against that version's `webhooks`.
const api = versionApi(TEST_API_VERSION);
const doc = loadDocument(api.version);
// The coverage suite's independent Ajv validator; here only its schema check, on the webhooks' schemas.
const validator = createResponseValidator(api.contract);
const eventTypes = listEventTypes(doc);

/** A webhook's POST as the document writes it. */
interface WebhookPost {
  parameters: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody: { content: Record<string, { schema: JsonSchema }> };
}

/** The documented POST of the webhook named `type`; throws when the document has no such webhook. */
function webhookPost(type: string): WebhookPost {
  const item = (doc.webhooks as Record<string, { post?: unknown }>)[type];
  if (!item?.post) throw new Error(`the document has no webhook ${type}`);
  return deref<WebhookPost>(doc, item.post);
}

/** What makes the server emit an event, given the version's actions and the registered endpoint's id. */
type Trigger = (actions: WebhookActions, webhookId: string) => Promise<void>;

const send = (to: string) => async (actions: WebhookActions) => {
  await actions.send(to, ["482913", "10"]);
};
// The test-mode recipients of api-v1.md §7 decide each message's path through the lifecycle.
const delivered = send("919000000001");
const cancelHeld: Trigger = async (actions) => {
  await actions.cancel(await actions.send("919000000006", ["1", "2"]));
};

/** How to make the server emit the event of a message entering each status. */
const BY_STATUS: Record<string, Trigger> = {
  processing: delivered,
  submitted: delivered,
  sent: delivered,
  delivered,
  undelivered: send("919000000002"),
  rejected: send("919000000003"),
  failed: send("919000000004"),
  expired: send("919000000005"),
  cancelled: cancelHeld,
};

/**
 * How to make the server deliver each event type (the simulator's magic numbers, cancel, the test event),
 * by the version's names. The list of types to cover comes from the document; a type missing here fails
 * the test below.
 */
const TRIGGERS: Record<string, Trigger> = {
  ...Object.fromEntries(Object.entries(BY_STATUS).map(([status, t]) => [api.eventType(status), t])),
  "webhook.test": async (actions, webhookId) => {
    await actions.testEndpoint(webhookId);
  },
};

const typeOf = (d: Delivery) => (JSON.parse(d.body) as { type?: string }).type;

let server: ServerProcess;
let receiver: Receiver;
let secret: string;
beforeAll(async () => {
  [server, receiver] = await Promise.all([
    startDemoServer({
      ALLOW_INSECURE_WEBHOOKS: "true",
      WEBHOOK_RETRY_SCHEDULE: "1,1,1",
      SIMULATOR_TEST_STEP_MS: "20",
    }),
    startReceiver(),
  ]);
  // v1 through its typed client; a version whose client this package does not have yet, by fetch.
  const actions =
    api.version === "v1"
      ? clientActions(createSmsClient({ baseUrl: server.url, apiKey: DEMO_TEST_KEY, maxRetries: 0 }))
      : httpActions(api, server.url, DEMO_TEST_KEY);
  const endpoint = await actions.createEndpoint(receiver.url("/events"));
  secret = endpoint.secret;
  for (const trigger of new Set(Object.values(TRIGGERS))) await trigger(actions, endpoint.id);
  const seen = (received: Delivery[]) => new Set(received.map(typeOf));
  await receiver
    .waitFor((received) => eventTypes.every((type) => seen(received).has(type)), 20_000)
    .catch(() => undefined); // the coverage test below names what never came
});
afterAll(async () => {
  await Promise.all([server?.stop(), receiver?.close()]);
});

describe(`webhooks: the built server delivers every event type of the ${api.version} document, signed and schema-valid`, () => {
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
      // The server's own warnings (it never logs keys or secrets) say why, if it knows.
      `never delivered (of ${receiver.received.length} deliveries); server output:\n${server.output().slice(-3000)}`,
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
      const schema = webhookPost(String(typeOf(d))).requestBody.content["application/json"]?.schema ?? {};
      expect(validator.schemaErrors(schema, payload), d.body).toEqual([]);
      // Not vacuous: the same payload claiming another API version breaks the schema.
      expect(validator.schemaErrors(schema, { ...(payload as object), api_version: "v0" })).not.toEqual([]);
    }
  });

  it("sent the headers and media type each webhook documents, with valid values", () => {
    for (const d of receiver.received) {
      const type = String(typeOf(d));
      const post = webhookPost(type);
      expect(Object.keys(post.requestBody.content)).toContain(d.headers["content-type"]);
      for (const p of post.parameters) {
        if (p.in !== "header") continue;
        const raw = d.headers[p.name.toLowerCase()];
        if (raw === undefined) {
          expect(p.required, `${type}: missing header ${p.name}`).not.toBe(true);
          continue;
        }
        const schemaType = deref<{ type?: string }>(doc, p.schema).type;
        const value = schemaType === "integer" || schemaType === "number" ? Number(raw) : raw;
        expect(validator.schemaErrors(p.schema, value), `${type}: header ${p.name}=${String(raw)}`).toEqual(
          [],
        );
      }
    }
  });
});
