// Compile-time checks: each `@ts-expect-error` line must be a type error (type-safety.test.ts proves both ways).
import type { components, paths, webhooks } from "@sms-api/client/schema";
import {
  createSmsClient,
  type ErrorCode,
  type MessageStatus,
  paginate,
  SmsApiError,
  verifyWebhook,
  type WebhookEvent,
} from "../../src/index.js";

const client = createSmsClient({ baseUrl: "http://127.0.0.1:3000", apiKey: "sk_test_demo_0123456789abcdef" });

export async function requests(): Promise<void> {
  await client.sms.send({ to: "919000000001", template_id: "tmpl_otp", variables: ["1"] });
  // @ts-expect-error template_id is required
  await client.sms.send({ to: "919000000001" });
  // @ts-expect-error `to` is a string of digits, not a number
  await client.sms.send({ to: 919000000001, template_id: "tmpl_otp" });
  // @ts-expect-error wire names stay snake_case: templateId is not a field
  await client.sms.send({ to: "919000000001", templateId: "tmpl_otp" });
  // @ts-expect-error variables are strings
  await client.sms.send({ to: "919000000001", template_id: "tmpl_otp", variables: [1] });
  // @ts-expect-error the idempotency key is a string
  await client.sms.send({ to: "919000000001", template_id: "tmpl_otp" }, { idempotencyKey: 42 });
  // @ts-expect-error `bogus` is not a message status
  await client.sms.list({ status: "bogus" });
  // @ts-expect-error limit is a number
  await client.sms.list({ limit: "10" });
  // @ts-expect-error `sms.unknown` is not an event type
  await client.events.list({ type: "sms.unknown" });
  // @ts-expect-error events lists event types or "*"
  await client.webhooks.create({ url: "https://example.com/h", events: ["everything"] });
  // @ts-expect-error events is required on create
  await client.webhooks.create({ url: "https://example.com/h" });
  // @ts-expect-error enabled is a boolean
  await client.webhooks.update("whk_1", { enabled: "yes" });
  // @ts-expect-error rotate-secret takes no body
  await client.webhooks.rotateSecret("whk_1", { secret: "whsec_x" });
  // @ts-expect-error the raw client knows every path
  await client.raw.GET("/v1/nope");
  // @ts-expect-error the raw client checks bodies too
  await client.raw.POST("/v1/sms/send", { body: { to: 1 } });
  // @ts-expect-error paginate checks the query of the list it walks
  paginate(client.sms.list, { status: "bogus" });
}

export async function responses(): Promise<void> {
  const sent = await client.sms.send({ to: "919000000001", template_id: "tmpl_otp" });
  const id: string = sent.data.message_id;
  const status: MessageStatus = sent.data.status;
  // @ts-expect-error responses are snake_case too
  sent.data.messageId;
  // @ts-expect-error credits_used is a number
  const credits: string = sent.data.credits_used;
  const page = await client.sms.list();
  const cursor: string | null = page.next_cursor;
  const account = await client.account.get();
  // @ts-expect-error balance is a number
  account.data.balance.toUpperCase();
  const created = await client.webhooks.create({ url: "https://example.com/h", events: ["*"] });
  const secret: string = created.data.secret;
  const endpoint = await client.webhooks.get("whk_1");
  // @ts-expect-error the secret is returned only by create and rotate-secret
  endpoint.data.secret;
  const deleted: undefined = await client.webhooks.delete("whk_1");
  for await (const message of paginate(client.sms.list)) {
    const to: string = message.to;
    // @ts-expect-error items are messages
    message.nope;
    void to;
  }
  void [id, status, credits, cursor, secret, deleted];
}

export function errors(error: unknown): void {
  const code: ErrorCode = "insufficient_credits";
  // @ts-expect-error not in the catalogue
  const wrong: ErrorCode = "out_of_money";
  if (error instanceof SmsApiError) {
    const status: number = error.status;
    const field: string | undefined = error.errors[0]?.field;
    const requestId: string | undefined = error.request_id;
    void [status, field, requestId];
  }
  void [code, wrong];
}

export async function webhookEvents(body: string, headers: Headers): Promise<void> {
  const event: WebhookEvent = await verifyWebhook(body, headers, "whsec_x");
  if (event.type === "webhook.test") {
    const webhookId: string = event.data.webhook_id;
    // @ts-expect-error a test event carries no message
    event.data.message_id;
    void webhookId;
  } else if (event.type === "sms.delivered") {
    const sequence: number = event.data.sequence;
    const previous: MessageStatus = event.data.previous_status;
    void [sequence, previous];
  }
  // @ts-expect-error not an event type
  if (event.type === "sms.bounced") return;
}

export function schemaExports(): void {
  type SendBody = paths["/v1/sms/send"]["post"]["requestBody"];
  type Delivered = webhooks["sms.delivered"]["post"];
  type Problem = components["schemas"]["Problem"];
  const problemCode: Problem["code"] = "rate_limited";
  const body: NonNullable<SendBody>["content"]["application/json"] = { to: "1", template_id: "t" };
  const payloadType: NonNullable<Delivered["requestBody"]>["content"]["application/json"]["type"] =
    "sms.delivered";
  void [problemCode, body, payloadType];
}
