// The few requests that make the server emit events, in one version's terms: through the typed client where
// this package has the version's client, else by fetch from the version's document (answers validated).
import type { SmsClient } from "@sms-api/client";
import { type ContractResponse, createContractClient } from "../support/contract-client.js";
import { roleCaller, type VersionApi } from "../support/version-api.js";

/** What the webhook test asks of the server. */
export interface WebhookActions {
  /** Registers an endpoint for every event type at `url` (pinned to the acting version); its id and secret. */
  createEndpoint(url: string): Promise<{ id: string; secret: string }>;
  /** Sends the OTP template to `digits` (country code first, no `+`); resolves with the message id. */
  send(digits: string, variables: string[]): Promise<string>;
  /** Cancels a message. */
  cancel(messageId: string): Promise<void>;
  /** Asks for the endpoint's test event. */
  testEndpoint(webhookId: string): Promise<void>;
}

/** v1's actions through v1's typed client (`@sms-api/client`). */
export function clientActions(client: SmsClient): WebhookActions {
  return {
    async createEndpoint(url) {
      const { data } = await client.webhooks.create({ url, events: ["*"] });
      return { id: data.webhook_id, secret: data.secret };
    },
    async send(to, variables) {
      const { data } = await client.sms.send({ to, template_id: "tmpl_otp", variables });
      return data.message_id;
    },
    async cancel(messageId) {
      await client.sms.cancel(messageId);
    },
    async testEndpoint(webhookId) {
      await client.webhooks.test(webhookId);
    },
  };
}

/**
 * Any version's actions by fetch, its paths, bodies and ids read through `api`; an answer that is not the
 * documented success, or that breaks the version's document, fails the action.
 */
export function httpActions(api: VersionApi, baseUrl: string, key: string): WebhookActions {
  const client = createContractClient({ baseUrl, contract: api.contract });
  const call = roleCaller(client, api, { key });
  const expectOk = (res: ContractResponse, status: number, what: string) => {
    if (res.status !== status || res.violations.length > 0)
      throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json)} ${res.violations.join("; ")}`);
    return res;
  };
  return {
    async createEndpoint(url) {
      const res = expectOk(await call("createWebhook", { json: { url, events: ["*"] } }), 201, "create");
      const endpoint = api.resource<{ secret: string }>(res.json);
      return { id: api.idOf(endpoint, "webhook"), secret: endpoint.secret };
    },
    async send(digits, variables) {
      const json = { to: api.recipient(digits), template_id: "tmpl_otp", variables };
      const res = expectOk(await call("sendMessage", { json }), 202, "send");
      return api.idOf(api.resource(res.json), "message");
    },
    async cancel(message_id) {
      expectOk(await call("cancelMessage", { ids: { message_id } }), 200, "cancel");
    },
    async testEndpoint(webhook_id) {
      expectOk(await call("testWebhook", { ids: { webhook_id } }), 202, "test event");
    },
  };
}
