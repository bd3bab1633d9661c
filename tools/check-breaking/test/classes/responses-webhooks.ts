import { type DocumentMutation, operation, property, remove, schema } from "./document-mutation.ts";

const ACCOUNT = "GET /v1/account";

/** Response bodies: data clients read, so removing or widening breaks them and adding does not. */
export const responseBodyMutations: DocumentMutation[] = [
  {
    class: "response-body.property-made-optional",
    name: "a required response field made optional",
    verdict: "breaking",
    change: (d) => {
      schema(d, "Account").required = schema(d, "Account").required.filter((name: string) => name !== "name");
    },
    expect: { rule: "required-properties-removed", where: ACCOUNT, mentions: "no longer required: `name`" },
  },
  {
    class: "response-body.nullable-added",
    name: "a response field made nullable",
    verdict: "breaking",
    change: (d) => {
      const { description, ...value } = property(d, "Account", "balance");
      schema(d, "Account").properties.balance = { anyOf: [value, { type: "null" }], description };
    },
    expect: {
      rule: "schema-type-changed",
      where: ACCOUNT,
      mentions: "Type of `balance` widened from 'integer' to 'integer | null': it may now be `null`",
    },
  },
  {
    class: "response-body.nullable-reference-added",
    name: "a response field of a named type made nullable",
    verdict: "breaking",
    change: (d) => {
      const data = property(d, "MessageEnvelope", "data");
      schema(d, "MessageEnvelope").properties.data = {
        anyOf: [{ $ref: data.$ref }, { type: "null" }],
        description: data.description,
      };
    },
    expect: {
      rule: "schema-type-changed",
      where: "POST /v1/sms/send",
      mentions: "Type of `data` widened from 'object' to 'object | null': it may now be `null`",
    },
  },
  {
    class: "response-body.nullable-removed",
    name: "a nullable response field always set",
    verdict: "additive",
    change: (d) => {
      const error = property(d, "Message", "error");
      schema(d, "Message").properties.error = { $ref: error.anyOf[0].$ref, description: error.description };
    },
  },
  {
    class: "output-enum.value-removed",
    name: "a value removed from an output enum",
    verdict: "breaking",
    change: (d) => {
      schema(d, "MessageErrorCode").enum = schema(d, "MessageErrorCode").enum.slice(1);
    },
    expect: {
      rule: "output-enum-values-removed",
      where: "GET /v1/events",
      mentions: "Enum of `code` of `MessageError` no longer lists values we send: 'number_unreachable'",
    },
  },
  {
    class: "output-enum.list-removed",
    name: "the value list of an output enum removed",
    verdict: "breaking",
    change: (d) => {
      remove(schema(d, "Encoding"), "enum");
    },
    expect: {
      rule: "output-enum-values-removed",
      where: "GET /v1/sms",
      mentions: "Enum of `encoding` of `Message` was removed",
    },
  },
  {
    class: "response-body.constraint-loosened",
    name: "a constraint of a response field removed (format)",
    verdict: "breaking",
    change: (d) => {
      remove(property(d, "Problem", "type"), "format");
    },
    expect: {
      rule: "schema-constraint-changed",
      where: "GET /v1/account",
      mentions: "`format` of `type` was removed",
    },
  },
  {
    class: "response-body.constraint-tightened",
    name: "a constraint added to a response field (maxLength)",
    verdict: "additive",
    change: (d) => {
      property(d, "Account", "name").maxLength = 200;
    },
  },
  {
    class: "response-body.variant-added",
    name: "a variant added to a response union (anyOf)",
    verdict: "breaking",
    change: (d) => {
      schema(d, "EventData").anyOf.push({ type: "object", properties: { note: { type: "string" } } });
    },
    expect: {
      rule: "schema-combinator-changed",
      where: "GET /v1/events",
      mentions: "`anyOf` subschema of `EventData` was added",
    },
  },
];

/** Webhook payloads: we send them and partners parse them, like responses. */
export const webhookMutations: DocumentMutation[] = [
  {
    class: "webhook.payload-property-removed",
    name: "a field removed from a webhook payload",
    verdict: "breaking",
    change: (d) => {
      remove(schema(d, "SmsSentEvent").properties, "timestamp");
      schema(d, "SmsSentEvent").required = schema(d, "SmsSentEvent").required.filter(
        (n: string) => n !== "timestamp",
      );
    },
    expect: {
      rule: "property-removed",
      where: "webhook sms.sent",
      mentions: "Property `timestamp` of `SmsSentEvent` was removed",
      // It was required: required-properties-removed names it as well.
      entries: 2,
    },
  },
  {
    class: "webhook.payload-property-widened",
    name: "a webhook payload field made nullable",
    verdict: "breaking",
    change: (d) => {
      const { $ref, description } = property(d, "SmsSentEvent", "timestamp");
      schema(d, "SmsSentEvent").properties.timestamp = { anyOf: [{ $ref }, { type: "null" }], description };
    },
    expect: {
      rule: "schema-type-changed",
      where: "webhook sms.sent",
      mentions: "Type of `timestamp` widened from 'string' to 'string | null'",
    },
  },
  {
    class: "webhook.payload-property-added",
    name: "an optional field added to a webhook payload",
    verdict: "additive",
    change: (d) => {
      schema(d, "SmsSentEvent").properties.attempt = { type: "integer" };
    },
  },
  {
    class: "webhook.header-removed",
    name: "a header removed from webhook deliveries",
    verdict: "breaking",
    change: (d) => {
      const sent = operation(d, "post", "sms.sent", "webhooks");
      sent.parameters = sent.parameters.filter((p: { name: string }) => p.name !== "webhook-timestamp");
    },
    expect: {
      rule: "webhook-header-removed",
      where: "webhook sms.sent",
      mentions: "Header `webhook-timestamp` is no longer sent with the delivery",
    },
  },
];

/** Operations and the document itself. */
export const documentLevelMutations: DocumentMutation[] = [
  {
    class: "operation.id-changed",
    name: "an operation's operationId changed",
    verdict: "breaking",
    change: (d) => {
      operation(d, "get", "/v1/account").operationId = "Account_read";
    },
    expect: {
      rule: "operation-id-changed",
      where: ACCOUNT,
      mentions: "changed from 'Accounts_get' to 'Account_read'",
    },
  },
  {
    class: "document.server-removed",
    name: "a server entry removed",
    verdict: "breaking",
    change: (d) => {
      d.servers = [];
    },
    expect: { rule: "server-removed", where: "document", mentions: "was removed" },
  },
];
