// Compile-time checks of the v2 client: each `@ts-expect-error` line must be a type error, so moving from v1
// to v2 (or back) by changing the import makes the compiler show every call and field to change.
import * as v1 from "@sms-api/client";
import {
  createSmsClient,
  type E164PhoneNumber,
  type Event,
  type List,
  type Message,
  type MessageStatus,
  paginate,
  SmsApiError,
  verifyWebhook,
} from "@sms-api/client/v2";
import type { components, paths } from "@sms-api/client/v2/schema";

const options = { baseUrl: "http://127.0.0.1:3000", apiKey: "sk_test_demo_0123456789abcdef" };
const client = createSmsClient(options);
const legacy = v1.createSmsClient(options);

export async function v1CallsOnTheV2Client(): Promise<void> {
  await client.messages.send({ to: "+919000000001", template_id: "tmpl_otp", variables: ["1", "2"] });
  // @ts-expect-error v2 has no `sms` resource: sends are `messages.send`
  await client.sms.send({ to: "919000000001", template_id: "tmpl_otp" });
  // @ts-expect-error `to` is E.164 with a leading `+` in v2; v1's digits-only form is refused
  await client.messages.send({ to: "919000000001", template_id: "tmpl_otp" });
  const digits: string = "919000000001";
  // @ts-expect-error a plain string may be v1's form: write it as `+${digits}`
  await client.messages.send({ to: digits, template_id: "tmpl_otp" });
  await client.messages.send({ to: `+${digits}`, template_id: "tmpl_otp" });
  const body = { to: "+919000000001", template_id: "t" } as const;
  // @ts-expect-error v2 refuses X-Idempotency-Key: pass idempotencyKey (sent as Idempotency-Key)
  await client.messages.send(body, { headers: { "X-Idempotency-Key": "k" } });
  await client.messages.send({ to: "+919000000001", template_id: "t" }, { idempotencyKey: "order-4711" });
  // @ts-expect-error v1's event names do not exist in v2: `message.delivered`
  await client.events.list({ type: "sms.delivered" });
  await client.events.list({ type: "message.delivered" });
  // @ts-expect-error endpoints subscribe to v2 event names
  await client.webhooks.create({ url: "https://example.com/h", events: ["sms.delivered"] });
  await client.webhooks.create({
    url: "https://example.com/h",
    events: ["message.delivered"],
    api_version: "v2",
  });
  // @ts-expect-error an endpoint is pinned to v1 or v2 only
  await client.webhooks.update("whk_1", { api_version: "v3" });
  // @ts-expect-error the raw client knows only v2's paths
  await client.raw.GET("/v1/account");
  // @ts-expect-error paginate checks the query of the list it walks
  paginate(client.messages.list, { status: "bogus" });
}

export async function v2CallsOnTheV1Client(): Promise<void> {
  // @ts-expect-error v1 has no `messages` resource: sends are `sms.send`
  await legacy.messages.send({ to: "+919000000001", template_id: "tmpl_otp" });
  // @ts-expect-error v2's event names do not exist in v1
  await legacy.events.list({ type: "message.delivered" });
  const { data: sent } = await legacy.sms.send({ to: "919000000001", template_id: "tmpl_otp" });
  // @ts-expect-error v1 wraps the message in `data` and names its id `message_id`
  sent.id;
  // @ts-expect-error the raw v1 client knows only v1's paths
  await legacy.raw.GET("/v2/account");
}

export async function v2Results(): Promise<void> {
  const sent = await client.messages.send({ to: "+919000000001", template_id: "tmpl_otp" });
  const message: Message = sent;
  const id: string = sent.id;
  const kind: "message" = sent.object;
  const status: MessageStatus = sent.status;
  // @ts-expect-error no envelope in v2: the message is the result itself
  sent.data.message_id;
  // @ts-expect-error v2 names the id `id`
  sent.message_id;
  const page: List<Message> = await client.messages.list({ status: "delivered" });
  const more: boolean = page.has_more;
  const object: "list" = page.object;
  const first: string | undefined = page.data[0]?.id;
  // @ts-expect-error v2 lists have no `success`
  page.success;
  const account = await client.account.get();
  const balance: number = account.balance;
  // @ts-expect-error the account is the result itself
  account.data.balance;
  const template = await client.templates.get("tmpl_otp");
  const templateKind: "template" = template.object;
  const created = await client.webhooks.create({ url: "https://example.com/h", events: ["*"] });
  const secret: string = created.secret;
  const pinned: "v1" | "v2" = created.api_version;
  const endpoint = await client.webhooks.get(created.id);
  // @ts-expect-error the secret is returned only by create and rotate-secret
  endpoint.secret;
  const testEvent = await client.webhooks.test(created.id);
  const endpointId: string = testEvent.data.webhook_endpoint_id;
  const deleted: undefined = await client.webhooks.delete(created.id);
  const topped = await client.testHelpers.setBalance({ balance: 100 });
  const toppedKind: "account" = topped.object;
  for await (const item of paginate(client.messages.list, { limit: 100 })) {
    const to: string = item.to;
    // @ts-expect-error items are v2 messages
    item.message_id;
    void to;
  }
  void [message, id, kind, status, more, object, first, balance, templateKind, secret, pinned, endpointId];
  void [deleted, toppedKind];
}

export async function v2Events(body: string, headers: Headers): Promise<void> {
  const event: Event = await verifyWebhook(body, headers, "whsec_x");
  if (event.type === "message.delivered") {
    const messageId: string = event.data.object.id;
    const previous: MessageStatus = event.data.previous_status;
    const version: "v2" = event.api_version;
    // @ts-expect-error v2 events carry the message under `data.object`
    event.data.message_id;
    void [messageId, previous, version];
  } else if (event.type === "webhook.test") {
    const endpointId: string = event.data.webhook_endpoint_id;
    void endpointId;
  }
  // @ts-expect-error `sms.delivered` is v1's name; v2 events are `message.*`
  if (event.type === "sms.delivered") return;
  const listed = await client.events.get("evt_1");
  const created: string = listed.created_at;
  // @ts-expect-error v1's `timestamp` is `created_at` in v2
  listed.timestamp;
  const legacyEvent: v1.WebhookEvent = await v1.verifyWebhook(body, headers, "whsec_x");
  // @ts-expect-error v1's verifyWebhook gives v1 events, never `message.*`
  if (legacyEvent.type === "message.delivered") return;
  void created;
}

export function v2Errors(error: unknown): void {
  if (error instanceof SmsApiError) {
    const status: number = error.status;
    const field: string | undefined = error.errors[0]?.field;
    const code: string = error.code;
    // @ts-expect-error v2 problems have no `success` member
    error.problem?.success;
    void [status, field, code];
  }
  // One class at run time: v1's `instanceof` catches v2's errors too.
  if (error instanceof v1.SmsApiError) {
    const success: false | undefined = error.problem?.success;
    void success;
  }
}

export function v2SchemaExports(): void {
  type SendBody = NonNullable<paths["/v2/messages"]["post"]["requestBody"]>["content"]["application/json"];
  const body: SendBody = { to: "+919000000001", template_id: "tmpl_otp" };
  const to: E164PhoneNumber = "+919000000001";
  // @ts-expect-error an E.164 number starts with `+`
  const wrong: E164PhoneNumber = "919000000001";
  const problem: components["schemas"]["Problem"]["code"] = "invalid_recipient";
  void [body, to, wrong, problem];
}
