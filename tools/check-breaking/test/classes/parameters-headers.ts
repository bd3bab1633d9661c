import { type DocumentMutation, operation, parameter, remove } from "./document-mutation.ts";

const LIST = "GET /v1/sms";
const SEND = "POST /v1/sms/send";

/** Query and path parameters: the server refuses unknown query parameters and validates each one. */
export const parameterMutations: DocumentMutation[] = [
  {
    class: "parameter.optional-added",
    name: "an optional query parameter added",
    verdict: "additive",
    change: (d) => {
      operation(d, "get", "/v1/sms").parameters.push({
        name: "to",
        in: "query",
        required: false,
        schema: { type: "string" },
      });
    },
  },
  {
    class: "parameter.required-added",
    name: "a required query parameter added",
    verdict: "breaking",
    change: (d) => {
      operation(d, "get", "/v1/sms").parameters.push({
        name: "to",
        in: "query",
        required: true,
        schema: { type: "string" },
      });
    },
    expect: {
      rule: "parameter-became-required",
      where: LIST,
      mentions: "Required `to` query parameter was added",
    },
  },
  {
    class: "parameter.removed",
    name: "a query parameter removed",
    verdict: "breaking",
    change: (d) => {
      const list = operation(d, "get", "/v1/sms");
      list.parameters = list.parameters.filter((p: { name: string }) => p.name !== "since");
    },
    expect: { rule: "parameter-removed", where: LIST, mentions: "`since` query parameter was removed" },
  },
  {
    class: "parameter.made-required",
    name: "an optional query parameter made required",
    verdict: "breaking",
    change: (d) => {
      parameter(d, "get", "/v1/sms", "status").required = true;
    },
    expect: {
      rule: "parameter-became-required",
      where: LIST,
      mentions: "`status` query parameter became required",
    },
  },
  {
    class: "parameter.made-optional",
    name: "a required query parameter made optional",
    verdict: "additive",
    prepare: (d) => {
      parameter(d, "get", "/v1/sms", "status").required = true;
    },
    change: (d) => {
      parameter(d, "get", "/v1/sms", "status").required = false;
    },
  },
  {
    class: "parameter.style-changed",
    name: "a query parameter's style changed",
    verdict: "breaking",
    change: (d) => {
      parameter(d, "get", "/v1/sms", "status").style = "spaceDelimited";
    },
    expect: {
      rule: "parameter-serialization-changed",
      where: LIST,
      mentions: "`style` of `status` query parameter was set to 'spaceDelimited'",
    },
  },
  {
    class: "parameter.explode-changed",
    name: "a query parameter's explode changed",
    verdict: "breaking",
    change: (d) => {
      parameter(d, "get", "/v1/sms", "status").explode = true;
    },
    expect: {
      rule: "parameter-serialization-changed",
      where: LIST,
      mentions: "`explode` of `status` query parameter changed from 'false' to 'true'",
    },
  },
  {
    class: "parameter.bound-tightened",
    name: "a query parameter's maximum lowered",
    verdict: "breaking",
    change: (d) => {
      parameter(d, "get", "/v1/sms", "limit").schema.maximum = 50;
    },
    expect: {
      rule: "schema-constraint-changed",
      where: LIST,
      mentions: "Upper bound changed from '<= 100' to '<= 50'",
    },
  },
  {
    class: "parameter.bound-relaxed",
    name: "a query parameter's maximum raised",
    verdict: "additive",
    change: (d) => {
      parameter(d, "get", "/v1/sms", "limit").schema.maximum = 200;
    },
  },
  {
    class: "parameter.default-changed",
    name: "a query parameter's default changed",
    verdict: "breaking",
    change: (d) => {
      parameter(d, "get", "/v1/sms", "limit").schema.default = 50;
    },
    expect: {
      rule: "request-default-changed",
      where: LIST,
      mentions: "Default of `limit` query parameter changed from '20' to '50'",
    },
  },
  {
    class: "parameter.moved",
    name: "a query parameter moved to a header",
    verdict: "breaking",
    change: (d) => {
      parameter(d, "get", "/v1/sms", "cursor").in = "header";
    },
    expect: {
      rule: "parameter-removed",
      where: LIST,
      mentions: "`cursor` query parameter is now a header parameter",
    },
  },
];

/** Request headers (parameters `in: header`) and the headers of responses. */
export const headerMutations: DocumentMutation[] = [
  {
    class: "request-header.optional-added",
    name: "an optional request header added",
    verdict: "additive",
    change: (d) => {
      operation(d, "post", "/v1/sms/send").parameters.push({
        name: "X-Trace",
        in: "header",
        schema: { type: "string" },
      });
    },
  },
  {
    class: "request-header.made-required",
    name: "an optional request header made required",
    verdict: "breaking",
    change: (d) => {
      parameter(d, "post", "/v1/sms/send", "X-Idempotency-Key").required = true;
    },
    expect: {
      rule: "parameter-became-required",
      where: SEND,
      mentions: "`X-Idempotency-Key` header parameter became required",
    },
  },
  {
    class: "request-header.removed",
    name: "a request header removed",
    verdict: "breaking",
    change: (d) => {
      const send = operation(d, "post", "/v1/sms/send");
      send.parameters = send.parameters.filter((p: { name: string }) => p.name !== "Idempotency-Key");
    },
    expect: {
      rule: "parameter-removed",
      where: SEND,
      mentions: "`Idempotency-Key` header parameter was removed",
    },
  },
  {
    class: "response-header.removed",
    name: "a response header removed",
    verdict: "breaking",
    change: (d) => {
      remove(operation(d, "post", "/v1/sms/send").responses["202"].headers, "Location");
    },
    expect: {
      rule: "response-header-removed",
      where: SEND,
      mentions: "Response header `Location` was removed",
    },
  },
  {
    class: "response-header.made-optional",
    name: "a response header no longer always sent",
    verdict: "breaking",
    change: (d) => {
      operation(d, "post", "/v1/sms/send").responses["202"].headers.Location.required = false;
    },
    expect: {
      rule: "response-header-became-optional",
      where: SEND,
      mentions: "Response header `Location` of response `202` is no longer always sent",
    },
  },
  {
    class: "response-header.added",
    name: "a response header added",
    verdict: "additive",
    change: (d) => {
      operation(d, "post", "/v1/sms/send").responses["202"].headers["X-Segments"] = {
        required: true,
        schema: { type: "integer" },
      };
    },
  },
  {
    class: "response-header.type-changed",
    name: "a response header's type changed",
    verdict: "breaking",
    change: (d) => {
      operation(d, "post", "/v1/sms/send").responses["202"].headers["Idempotent-Replayed"].schema = {
        type: "string",
      };
    },
    // Its schema was `enum: [true]`: the promise of that value is gone too (output-enum-values-removed).
    expect: {
      rule: "schema-type-changed",
      where: SEND,
      mentions: "Type of header `Idempotent-Replayed` widened from 'boolean' to 'string'",
      entries: 2,
    },
  },
];
