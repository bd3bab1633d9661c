import { randomBytes } from "node:crypto";
import { signWebhook } from "@sms-api/client";
import { WebhookVerificationError } from "@sms-api/client/v2";
import { loadOpenApi } from "@sms-api/openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as endpointV1 from "../samples/migrate-endpoint.v1.js";
import * as endpointV2 from "../samples/migrate-endpoint.v2.js";
import * as envelopeV1 from "../samples/migrate-envelope.v1.js";
import * as envelopeV2 from "../samples/migrate-envelope.v2.js";
import * as eventsV1 from "../samples/migrate-events.v1.js";
import * as eventsV2 from "../samples/migrate-events.v2.js";
import * as idempotencyV1 from "../samples/migrate-idempotency.v1.js";
import * as idempotencyV2 from "../samples/migrate-idempotency.v2.js";
import * as pathsV1 from "../samples/migrate-paths.v1.js";
import * as pathsV2 from "../samples/migrate-paths.v2.js";
import * as problemsV1 from "../samples/migrate-problems.v1.js";
import * as problemsV2 from "../samples/migrate-problems.v2.js";
import * as recipientV1 from "../samples/migrate-recipient.v1.js";
import * as recipientV2 from "../samples/migrate-recipient.v2.js";
import { mockClient, mockClientV2, startDocsMock, TEST_KEY } from "./mock-fixture.js";

// One mock serves both versions, routed by the path's version segment, as the reference server does.
let url: string;
let stop: () => Promise<void>;
beforeAll(async () => {
  const started = await startDocsMock();
  url = started.mock.url;
  stop = started.stop;
});
afterAll(() => stop?.());

const MESSAGE_ID = "msg_01JD3Z4N8QW7V2K5H9T6XBCF0R";

/** The first payload example of a webhook event in a version's document. */
function webhookExample(version: "v1" | "v2", type: string): unknown {
  type Media = { examples: Record<string, { value: unknown }> };
  const item = (
    loadOpenApi(version).webhooks as Record<
      string,
      { post: { requestBody: { content: Record<string, Media> } } }
    >
  )[type];
  return Object.values(item?.post.requestBody.content["application/json"]?.examples ?? {})[0]?.value;
}

describe("the migration guide's samples, before (v1) and after (v2), against the mock", () => {
  it("1. paths: the same reads and cancel through /v1/sms and /v2/messages", async () => {
    expect(await pathsV1.tidyMessage(mockClient(url), MESSAGE_ID)).toMatch(/^\w+, \d+ delivered$/);
    expect(await pathsV2.tidyMessage(mockClientV2(url), MESSAGE_ID)).toMatch(/^\w+, \d+ delivered$/);
  });

  it("2. bodies: the same account and list facts, from an envelope and from the resource itself", async () => {
    const facts = /^acc_\w+: -?\d+ credits, more templates: (true|false)$/;
    expect(await envelopeV1.accountSummary(mockClient(url))).toMatch(facts);
    expect(await envelopeV2.accountSummary(mockClientV2(url))).toMatch(facts);
  });

  it("3. problems: the same status and code, with and without success", async () => {
    expect(await problemsV1.refusalCode(url, TEST_KEY)).toBe("400 invalid_request");
    expect(await problemsV2.refusalCode(url, TEST_KEY)).toBe("400 invalid_request");
  });

  it("4. recipients: digits for v1, E.164 with + for v2", async () => {
    expect(await recipientV1.sendOtp(mockClient(url), "919000000001")).toMatch(/^[1-9]\d{7,14}$/);
    expect(await recipientV2.sendOtp(mockClientV2(url), "919000000001")).toMatch(/^\+[1-9]\d{7,14}$/);
    expect(recipientV2.toE164("919000000001")).toBe("+919000000001");
    expect(recipientV2.toE164("+919000000001")).toBe("+919000000001");
  });

  it("5. idempotency: each version accepts its own header, and v2 refuses v1's", async () => {
    expect(await idempotencyV1.sendOnce(url, TEST_KEY, "order-42-otp")).toBe(202);
    expect(await idempotencyV2.sendOnce(url, TEST_KEY, "order-42-otp")).toBe(202);
    const refused = await fetch(`${url}/v2/messages`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${TEST_KEY}`,
        "content-type": "application/json",
        "x-idempotency-key": "order-42-otp",
      },
      body: JSON.stringify({ to: "+919000000001", template_id: "tmpl_otp", variables: ["1", "10"] }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe("invalid_idempotency_key");
  });

  it("6. events: sms.delivered and message.delivered name the same message and change", async () => {
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const v1 = await signWebhook({
      id: "evt_1",
      body: webhookExample("v1", "sms.delivered") as object,
      secret,
    });
    const v2 = await signWebhook({
      id: "evt_2",
      body: webhookExample("v2", "message.delivered") as object,
      secret,
    });
    const v1Said = await eventsV1.describeDelivery(String(v1.body), v1.headers, secret);
    const v2Said = await eventsV2.describeDelivery(String(v2.body), v2.headers, secret);
    expect(v1Said).toMatch(/^msg_\w+ delivered \(\w+ before\)$/);
    expect(v2Said).toBe(v1Said);
    // A v1 payload reaching a receiver that expects v2 is refused, not misread.
    await expect(eventsV2.describeDelivery(String(v1.body), v1.headers, secret)).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
  });

  it("7. endpoints: registered through v1 it is pinned to v1; one PATCH moves it to v2", async () => {
    expect(await endpointV1.registerReceipts(mockClient(url), "https://example.com/webhooks/sms")).toBe("v1");
    expect(await endpointV2.moveToV2(mockClientV2(url), "whk_01JD40A3RZ6M2V8N4C7QK1YB5T")).toBe("v2");
  });
});
