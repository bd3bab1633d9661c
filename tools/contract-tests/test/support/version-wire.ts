// What the tests must know of a version's wire form beyond what its document lists: which operation does
// what, where a resource's id sits, how a number and an event type are written. Everything else (paths,
// methods, statuses, schemas, examples) is read from the version's own document.
import type { ApiVersion } from "@sms-api/openapi";
import type { ContractRequestInit } from "./contract-client.js";

/** What an operation does, named the same in every version (each version names its operationIds its way). */
export type OperationRole =
  | "getAccount"
  | "sendMessage"
  | "getMessage"
  | "listMessages"
  | "cancelMessage"
  | "listEvents"
  | "getEvent"
  | "listTemplates"
  | "getTemplate"
  | "createWebhook"
  | "listWebhooks"
  | "getWebhook"
  | "updateWebhook"
  | "deleteWebhook"
  | "rotateWebhookSecret"
  | "testWebhook"
  | "setTestBalance"
  | "streamEvents";

/** The roles every version has (the event stream is v1's alone while v2 is in preview). */
export type CoreRole = Exclude<OperationRole, "streamEvents">;

/** A kind of resource with an id. */
export type ResourceKind = "message" | "template" | "webhook" | "event";

/** A send this version refuses although another version takes it, with the documented answer. */
export interface VersionRefusal {
  /** Why, for the failure message. */
  why: string;
  /** The request, built from a valid send body. */
  init: ContractRequestInit;
  /** Documented status and code. */
  status: number;
  code: string;
}

/** A version's wire form, as far as the tests need it. */
export interface VersionWire {
  /** The version. */
  version: ApiVersion;
  /** The operationId of each role in this version's document (`streamEvents`: v1 only while v2 is in preview). */
  operations: Record<CoreRole, string> & { streamEvents?: string };
  /** The resource a success body carries: v1 wraps it in `{success, data}`, v2 answers the resource itself. */
  resource<T = Record<string, unknown>>(json: unknown): T;
  /** The items of a list body: `data` in both versions, beside v1's `success` or v2's `object: "list"`. */
  items<T = Record<string, unknown>>(json: unknown): T[];
  /** A resource's id: v1 names it `<kind>_id`, v2 `id`. */
  idOf(resource: unknown, kind: ResourceKind): string;
  /** A recipient in this version's form, from digits with the country code first (`14155550123`). */
  recipient(digits: string): string;
  /** The idempotency header partners are told to send. */
  idempotencyHeader: string;
  /** The event type of a message entering `status`: `sms.delivered` (v1), `message.delivered` (v2). */
  eventType(status: string): string;
  /** Sends this version refuses that another version accepts, given a valid send body. */
  sendRefusals(valid: Record<string, unknown>): VersionRefusal[];
  /**
   * What the version's form forbids of any JSON body that its open schemas let through (they tolerate added
   * members): v2 answers never carry v1's `success` flag (api-v2.md §1 rows 2 and 3).
   */
  bodyViolations(json: unknown): string[];
}

const field = (value: unknown, name: string): unknown => (value as Record<string, unknown>)?.[name];

const V1: VersionWire = {
  version: "v1",
  operations: {
    getAccount: "Accounts_get",
    sendMessage: "Sms_send",
    getMessage: "Sms_get",
    listMessages: "Sms_list",
    cancelMessage: "Sms_cancel",
    listEvents: "Events_list",
    getEvent: "Events_get",
    listTemplates: "Templates_list",
    getTemplate: "Templates_get",
    createWebhook: "Webhooks_create",
    listWebhooks: "Webhooks_list",
    getWebhook: "Webhooks_get",
    updateWebhook: "Webhooks_update",
    deleteWebhook: "Webhooks_delete",
    rotateWebhookSecret: "Webhooks_rotateSecret",
    testWebhook: "Webhooks_test",
    setTestBalance: "TestHelpers_setBalance",
    streamEvents: "Events_stream",
  },
  resource: <T>(json: unknown) => field(json, "data") as T,
  items: <T>(json: unknown) => field(json, "data") as T[],
  idOf: (resource, kind) => String(field(resource, `${kind}_id`)),
  recipient: (digits) => digits,
  idempotencyHeader: "X-Idempotency-Key",
  eventType: (status) => `sms.${status}`,
  sendRefusals: () => [],
  // v1's schemas require its envelope: the document says it all.
  bodyViolations: () => [],
};

/** v1's operations without its event stream: v2 (preview) has none yet, its events are read with GET /v2/events. */
function v1CoreOperations(): Record<CoreRole, string> {
  const { streamEvents: _v1Only, ...core } = V1.operations;
  return core;
}

const V2: VersionWire = {
  version: "v2",
  operations: {
    ...v1CoreOperations(),
    sendMessage: "Messages_send",
    getMessage: "Messages_get",
    listMessages: "Messages_list",
    cancelMessage: "Messages_cancel",
  },
  resource: <T>(json: unknown) => json as T,
  items: <T>(json: unknown) => field(json, "data") as T[],
  idOf: (resource) => String(field(resource, "id")),
  recipient: (digits) => `+${digits}`,
  idempotencyHeader: "Idempotency-Key",
  eventType: (status) => `message.${status}`,
  // api-v2.md §1 rows 4 and 5: the v1 forms are refused, never silently read.
  sendRefusals: (valid) => [
    {
      why: "a recipient in v1's form, without +",
      init: { json: { ...valid, to: String(valid.to).replace(/^\+/, "") } },
      status: 422,
      code: "invalid_recipient",
    },
    {
      why: "v1's X-Idempotency-Key header",
      init: { json: valid, headers: { "X-Idempotency-Key": "contract-v1-header" } },
      status: 400,
      code: "invalid_idempotency_key",
    },
  ],
  bodyViolations: withoutEnvelopeFlag,
};

function withoutEnvelopeFlag(json: unknown): string[] {
  const isObject = typeof json === "object" && json !== null;
  return isObject && Object.hasOwn(json, "success") ? ["the body carries v1's `success` flag"] : [];
}

const WIRES: Record<ApiVersion, VersionWire> = { v1: V1, v2: V2 };

/** The wire form of `version`. */
export function versionWire(version: ApiVersion): VersionWire {
  return WIRES[version];
}
