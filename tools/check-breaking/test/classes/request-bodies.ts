import type { Json } from "../../src/json.ts";
import { type DocumentMutation, operation, property, remove, schema } from "./document-mutation.ts";

const SEND = "POST /v1/sms/send";
const CREATE_WEBHOOK = "POST /v1/webhooks";

/** An enum only requests carry (the baseline's request enums are shared with responses). */
function addPriority(d: Json): void {
  schema(d, "SendMessageRequest").properties.priority = { type: "string", enum: ["normal", "high"] };
}

/** Request bodies, keyword by keyword: the server validates every body strictly against its schema. */
export const requestBodyMutations: DocumentMutation[] = [
  {
    class: "request-body.type-changed",
    name: "a request field's type changed",
    verdict: "breaking",
    change: (d) => {
      property(d, "SendMessageRequest", "to").type = "integer";
    },
    expect: {
      rule: "schema-type-changed",
      where: SEND,
      mentions: "Type of `to` narrowed from 'string' to 'integer'",
    },
  },
  {
    class: "request-body.type-widened",
    name: "a request field accepts a second type",
    verdict: "additive",
    change: (d) => {
      property(d, "SendMessageRequest", "to").type = ["string", "integer"];
    },
  },
  {
    class: "request-body.nullable-added",
    name: "a request field made nullable",
    verdict: "additive",
    change: (d) => {
      const field = property(d, "SendMessageRequest", "template_id");
      const { description, ...value } = field;
      schema(d, "SendMessageRequest").properties.template_id = {
        anyOf: [value, { type: "null" }],
        description,
      };
    },
  },
  {
    class: "request-body.nullable-array-added",
    name: "a request array field made nullable (T | null)",
    verdict: "additive",
    change: (d) => {
      const { description, ...value } = property(d, "UpdateWebhookRequest", "events");
      schema(d, "UpdateWebhookRequest").properties.events = { anyOf: [value, { type: "null" }], description };
    },
  },
  {
    class: "request-body.nullable-removed",
    name: "a nullable request field no longer accepts null",
    verdict: "breaking",
    change: (d) => {
      const field = property(d, "UpdateWebhookRequest", "description");
      remove(field, "anyOf");
      field.type = "string";
    },
    expect: {
      rule: "schema-type-changed",
      where: "PATCH /v1/webhooks/{webhook_id}",
      mentions: "narrowed from 'string | null' to 'string': `null` is no longer accepted",
    },
  },
  {
    class: "request-body.enum-value-removed",
    name: "a value removed from an enum clients send",
    verdict: "breaking",
    prepare: addPriority,
    change: (d) => {
      property(d, "SendMessageRequest", "priority").enum = ["normal"];
    },
    expect: { rule: "enum-values-removed", where: SEND, mentions: "Enum of `priority` lost values: 'high'" },
  },
  {
    class: "request-body.enum-value-added",
    name: "a value added to an enum clients send",
    verdict: "additive",
    prepare: addPriority,
    change: (d) => {
      property(d, "SendMessageRequest", "priority").enum.push("low");
    },
  },
  {
    class: "request-body.const-changed",
    name: "a request field's const changed",
    verdict: "breaking",
    prepare: (d) => {
      schema(d, "SendMessageRequest").properties.channel = { type: "string", const: "sms" };
    },
    change: (d) => {
      property(d, "SendMessageRequest", "channel").const = "rcs";
    },
    expect: {
      rule: "schema-constraint-changed",
      where: SEND,
      mentions: "`const` of `channel` changed from 'sms' to 'rcs'",
    },
  },
  {
    class: "request-body.pattern-added",
    name: "a pattern added to a request field",
    verdict: "breaking",
    change: (d) => {
      property(d, "SendMessageRequest", "to").pattern = "^[1-9][0-9]{7,14}$";
    },
    expect: { rule: "schema-constraint-changed", where: SEND, mentions: "`pattern` of `to` was set" },
  },
  {
    class: "request-body.pattern-removed",
    name: "a request field's pattern removed",
    verdict: "additive",
    prepare: (d) => {
      property(d, "SendMessageRequest", "to").pattern = "^[1-9][0-9]{7,14}$";
    },
    change: (d) => {
      remove(property(d, "SendMessageRequest", "to"), "pattern");
    },
  },
  {
    class: "request-body.format-added",
    name: "a format added to a request field",
    verdict: "breaking",
    change: (d) => {
      property(d, "CreateWebhookRequest", "description").format = "email";
    },
    expect: {
      rule: "schema-constraint-changed",
      where: CREATE_WEBHOOK,
      mentions: "`format` of `description` was set to 'email'",
    },
  },
  {
    class: "request-body.format-removed",
    name: "a request field's format removed",
    verdict: "additive",
    change: (d) => {
      remove(property(d, "CreateWebhookRequest", "url"), "format");
    },
  },
  {
    class: "request-body.max-length-lowered",
    name: "a request field's maxLength lowered",
    verdict: "breaking",
    change: (d) => {
      property(d, "SendMessageRequest", "template_id").maxLength = 32;
    },
    expect: {
      rule: "schema-constraint-changed",
      where: SEND,
      mentions: "`maxLength` of `template_id` changed from '64' to '32'",
    },
  },
  {
    class: "request-body.max-length-raised",
    name: "a request field's maxLength raised",
    verdict: "additive",
    change: (d) => {
      property(d, "SendMessageRequest", "template_id").maxLength = 128;
    },
  },
  {
    class: "request-body.min-length-raised",
    name: "a request field's minLength raised",
    verdict: "breaking",
    change: (d) => {
      property(d, "SendMessageRequest", "template_id").minLength = 2;
    },
    expect: {
      rule: "schema-constraint-changed",
      where: SEND,
      mentions: "`minLength` of `template_id` changed from '1' to '2'",
    },
  },
  {
    class: "request-body.max-length-added",
    name: "a maxLength added to a request field",
    verdict: "breaking",
    change: (d) => {
      // `to` and `template_id` carry bounds in the frozen v1 (issue 23); `enabled`'s sibling `url` does too,
      // so the probe is a string with none: a variable's value.
      (property(d, "SendMessageRequest", "variables").items as Record<string, unknown>).maxLength = 30;
    },
    expect: {
      rule: "schema-constraint-changed",
      where: SEND,
      mentions: "`maxLength` was set to '30'",
    },
  },
  {
    class: "request-body.items-limit-added",
    name: "a maxItems added to a request array",
    verdict: "breaking",
    change: (d) => {
      // `variables` carries a maxItems in the frozen v1 (issue 23); a webhook's `events` has none.
      property(d, "CreateWebhookRequest", "events").maxItems = 10;
    },
    expect: {
      rule: "schema-constraint-changed",
      where: CREATE_WEBHOOK,
      mentions: "`maxItems` of `events` was set to '10'",
    },
  },
  {
    class: "request-body.items-type-changed",
    name: "the item type of a request array changed",
    verdict: "breaking",
    change: (d) => {
      // Each value is the `VariableValue` scalar (a bounded string) in the frozen v1.
      schema(d, "VariableValue").type = "integer";
    },
    expect: { rule: "schema-type-changed", where: SEND, mentions: "narrowed from 'string' to 'integer'" },
  },
  {
    class: "request-body.property-removed-closed",
    name: "an optional field removed from a closed request body",
    verdict: "breaking",
    change: (d) => {
      remove(schema(d, "SendMessageRequest").properties, "variables");
    },
    expect: {
      rule: "property-removed",
      where: SEND,
      mentions: "Property `variables` of `SendMessageRequest` was removed",
    },
  },
  {
    class: "request-body.property-made-required",
    name: "an optional request field made required",
    verdict: "breaking",
    change: (d) => {
      schema(d, "SendMessageRequest").required.push("variables");
    },
    expect: { rule: "required-properties-added", where: SEND, mentions: "became required: `variables`" },
  },
  {
    class: "request-body.property-made-optional",
    name: "a required request field made optional",
    verdict: "additive",
    change: (d) => {
      schema(d, "CreateWebhookRequest").required = ["url"];
    },
  },
  {
    class: "request-body.closed",
    name: "an open request object closed to unknown fields",
    verdict: "breaking",
    prepare: (d) => {
      remove(schema(d, "SendMessageRequest"), "unevaluatedProperties");
    },
    change: (d) => {
      schema(d, "SendMessageRequest").unevaluatedProperties = { not: {} };
    },
    expect: {
      rule: "schema-constraint-changed",
      where: SEND,
      mentions: "`SendMessageRequest` was closed: unknown fields are now refused",
    },
  },
  {
    class: "request-body.opened",
    name: "a closed request object opened to unknown fields",
    verdict: "additive",
    change: (d) => {
      remove(schema(d, "SendMessageRequest"), "unevaluatedProperties");
    },
  },
  {
    class: "request-body.variant-removed",
    name: "a variant removed from a request union (anyOf)",
    verdict: "breaking",
    prepare: (d) => {
      schema(d, "SendMessageRequest").properties.to = { anyOf: [{ type: "string" }, { type: "integer" }] };
    },
    change: (d) => {
      property(d, "SendMessageRequest", "to").anyOf.pop();
    },
    expect: {
      rule: "schema-combinator-changed",
      where: SEND,
      mentions: "`anyOf` subschema of `to` was removed",
    },
  },
  {
    class: "request-body.variant-added",
    name: "a variant added to a request union (anyOf)",
    verdict: "additive",
    prepare: (d) => {
      schema(d, "SendMessageRequest").properties.to = { anyOf: [{ type: "string" }, { type: "integer" }] };
    },
    change: (d) => {
      property(d, "SendMessageRequest", "to").anyOf.push({ type: "number" });
    },
  },
  {
    class: "request-body.all-of-added",
    name: "a request schema composed with another (allOf)",
    verdict: "breaking",
    change: (d) => {
      schema(d, "SendMessageRequest").allOf = [{ required: ["variables"] }];
    },
    expect: {
      rule: "schema-combinator-changed",
      where: SEND,
      mentions: "`allOf` of `SendMessageRequest` was added",
    },
  },
  {
    class: "request-body.default-changed",
    name: "the documented default of a request field changed",
    verdict: "breaking",
    change: (d) => {
      property(d, "CreateWebhookRequest", "enabled").default = false;
    },
    expect: {
      rule: "request-default-changed",
      where: CREATE_WEBHOOK,
      mentions: "Default of `enabled` of `CreateWebhookRequest` changed from 'true' to 'false'",
    },
  },
  {
    class: "request-body.removed",
    name: "a request body removed",
    verdict: "breaking",
    change: (d) => {
      remove(operation(d, "post", "/v1/sms/send"), "requestBody");
    },
    expect: { rule: "request-body-removed", where: SEND, mentions: "Request body was removed" },
  },
  {
    class: "request-body.became-required",
    name: "an optional request body made required",
    verdict: "breaking",
    prepare: (d) => {
      operation(d, "patch", "/v1/webhooks/{webhook_id}").requestBody.required = false;
    },
    change: (d) => {
      operation(d, "patch", "/v1/webhooks/{webhook_id}").requestBody.required = true;
    },
    expect: {
      rule: "request-body-became-required",
      where: "PATCH /v1/webhooks/{webhook_id}",
      mentions: "Request body became required",
    },
  },
];
