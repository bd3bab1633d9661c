import type { Edit } from "./spec-copy.ts";

/**
 * A change to the TypeSpec source. Examples are type-checked against their models, so a change that
 * touches a field also updates the named examples that mention it: the mutated spec must compile cleanly.
 */
export interface Mutation {
  /** The change class of CONTRIBUTING.md's table that this change proves, end to end. */
  class: string;
  /** What the change is, in API designer's words. */
  name: string;
  /** The edits that make it. */
  edits: Edit[];
}

/** A change the gate must refuse, and what its report must name. */
export interface BreakingMutation extends Mutation {
  /** The diff rule expected to rate it breaking. */
  rule: string;
  /** Where the report must say a client meets it. */
  where: string;
  /** Text the report's message must contain (the field, value or status that changed). */
  mentions: string;
}

const accountName = "  /** Account name. */\n  name: string;\n";
// The mutations add `gate_probe_reference`, not CONTRIBUTING's `reference`: a designer who makes that very change
// must not see these tests fail with a duplicate property.
const sendVariables = "  variables?: VariableValue[];\n";
const sendExampleVariables = 'variables: #["482913", "10"],';

/** Breaking changes proven end to end (spec compiled), each of which must fail the gate. */
export const breakingMutations: BreakingMutation[] = [
  {
    // SendMessageRequest is closed: a partner still sending `variables` gets `400 unknown_field`.
    class: "request-body.property-removed-closed",
    name: "an optional field removed from a closed request body",
    edits: [
      {
        file: "messages.tsp",
        from: /\n {2}\/\*\*\n {3}\* Values for the template's variable positions[\s\S]*?variables\?: VariableValue\[\];\n/,
        to: "\n",
      },
      { file: "messages-examples.tsp", from: `        ${sendExampleVariables}\n`, to: "" },
    ],
    rule: "property-removed",
    where: "POST /v1/sms/send",
    mentions: "Property `variables` of `SendMessageRequest` was removed",
  },
  {
    class: "response-body.property-removed",
    name: "a response field removed",
    edits: [
      { file: "account.tsp", from: accountName, to: "" },
      { file: "account-examples.tsp", from: '          name: "Demo Ltd",\n', to: "" },
      // The test helper answers with the account too: its example shows the field as well.
      { file: "test-helpers-examples.tsp", from: '          name: "Demo Ltd",\n', to: "" },
    ],
    rule: "property-removed",
    where: "GET /v1/account",
    mentions: "`name` of `Account` was removed",
  },
  {
    class: "request-body.required-property-added",
    name: "a required request field added",
    edits: [
      {
        file: "messages.tsp",
        from: sendVariables,
        to: `${sendVariables}\n  /** Your reference for the message. */\n  gate_probe_reference: string;\n`,
      },
      {
        file: "messages-examples.tsp",
        from: sendExampleVariables,
        to: `${sendExampleVariables}\n        gate_probe_reference: "order-4711",`,
      },
    ],
    rule: "required-properties-added",
    where: "POST /v1/sms/send",
    mentions: "`SendMessageRequest` became required: `gate_probe_reference`",
  },
  {
    // MessageStatus is a request enum: `GET /v1/sms?status=` filters on it.
    class: "parameter.enum-value-removed",
    name: "a value removed from a request enum",
    edits: [
      {
        file: "messages.tsp",
        from: "  /** The carrier could not deliver it, e.g. the number is unreachable (terminal). */\n  undelivered,\n",
        to: "",
      },
      { file: "webhook-events-examples.tsp", from: "MessageStatus.undelivered", to: "MessageStatus.failed" },
      {
        file: "v2/event-objects-examples.tsp",
        from: /MessageStatus\.undelivered/g,
        to: "MessageStatus.failed",
      },
    ],
    rule: "enum-values-removed",
    where: "GET /v1/events",
    mentions: "`MessageStatus` lost values: 'undelivered'",
  },
  {
    class: "response-body.type-changed",
    name: "a response field's type changed",
    edits: [
      {
        file: "account.tsp",
        from: "  @minValue(-9007199254740991)\n  @maxValue(9007199254740991)\n  balance: int64;",
        to: "  balance: string;",
      },
      { file: "account-examples.tsp", from: "balance: 999,", to: 'balance: "999",' },
      { file: "test-helpers-examples.tsp", from: "          balance: 0,", to: '          balance: "0",' },
    ],
    rule: "schema-type-changed",
    where: "GET /v1/account",
    mentions: "Type of `balance` widened from 'integer' to 'string'",
  },
  {
    class: "parameter.type-changed",
    name: "a request parameter's type changed",
    edits: [{ file: "messages.tsp", from: "    @query since?: Timestamp,", to: "    @query since?: int64," }],
    rule: "schema-type-changed",
    where: "GET /v1/sms",
    mentions: "narrowed from 'string' to 'integer'",
  },
  {
    class: "operation.removed",
    name: "an operation removed",
    edits: [
      { file: "main.tsp", from: 'import "./account-examples.tsp";\n', to: "" },
      { file: "account.tsp", from: /\/\*\* Your account, balance and permissions\. \*\/\n[\s\S]*$/, to: "" },
    ],
    rule: "path-removed",
    where: "path /v1/account",
    mentions: "`/v1/account` was removed",
  },
  {
    class: "status.success-changed",
    name: "a success status changed (202 to 200)",
    edits: [
      { file: "messages.tsp", from: "  @statusCode statusCode: 202;", to: "  @statusCode statusCode: 200;" },
      { file: "messages-examples.tsp", from: "      statusCode: 202,", to: "      statusCode: 200," },
    ],
    rule: "response-removed",
    where: "POST /v1/sms/send",
    mentions: "`202` became `200`",
  },
  {
    class: "webhook.removed",
    name: "a webhook removed",
    edits: [
      {
        file: "webhook-events.tsp",
        from: / {2}\/\*\* The message entered `sent`[\s\S]*?\): WebhookAcknowledged \| WebhookGone \| WebhookRetryLater;\n/,
        to: "",
      },
      {
        file: "webhook-events-examples.tsp",
        from: /@@opExample\(\n {2}WebhookEventDeliveries\.smsSent,[\s\S]*?\n\);\n/,
        to: "",
      },
    ],
    rule: "path-removed",
    where: "webhook sms.sent",
    mentions: "Webhook `sms.sent` was removed",
  },
];

/** Additive changes proven end to end (spec compiled), each of which must pass the gate. */
export const additiveMutations: Mutation[] = [
  {
    class: "request-body.optional-property-added",
    name: "an optional request field added",
    edits: [
      {
        file: "messages.tsp",
        from: sendVariables,
        to: `${sendVariables}\n  /** Your reference for the message. */\n  gate_probe_reference?: string;\n`,
      },
    ],
  },
  {
    class: "response-body.property-added",
    name: "a response field added",
    edits: [
      {
        file: "account.tsp",
        from: accountName,
        to: `${accountName}\n  /** The account's time zone (IANA name). */\n  time_zone: string;\n`,
      },
      {
        file: "account-examples.tsp",
        from: '          name: "Demo Ltd",\n',
        to: '          name: "Demo Ltd",\n          time_zone: "Asia/Kolkata",\n',
      },
      {
        file: "test-helpers-examples.tsp",
        from: '          name: "Demo Ltd",\n',
        to: '          name: "Demo Ltd",\n          time_zone: "Asia/Kolkata",\n',
      },
    ],
  },
  {
    class: "operation.added",
    name: "an operation added",
    edits: [
      {
        file: "account.tsp",
        from: "interface Accounts {\n",
        to: `interface Accounts {
  /** Read the calling key's usage: messages and credits of the key's mode this month. Any scope. */
  @summary("Get the account's usage")
  @route("/usage")
  @get
  usage():
    | AccountResponse
    | UnauthorizedResponse
    | ForbiddenResponse
    | TooManyRequestsResponse
    | InternalErrorResponse
    | ServiceUnavailableResponse;

`,
      },
    ],
  },
  {
    class: "output-enum.value-added",
    name: "a value added to an output enum",
    edits: [
      {
        file: "errors.tsp",
        from: "enum ErrorCode {\n",
        to: "enum ErrorCode {\n  /** 429: the account's monthly quota is used up. */\n  quota_exceeded,\n\n",
      },
    ],
  },
  {
    // Webhook payloads flow to the client: a new required field is a new response field, not a request one.
    class: "webhook.payload-required-property-added",
    name: "a required field added to a webhook payload",
    edits: [
      {
        file: "webhook-events.tsp",
        from: "  /** Which endpoint the test was for. */\n  data: WebhookTestData;\n",
        to: "  /** Which endpoint the test was for. */\n  data: WebhookTestData;\n\n  /** Delivery attempt, from 1. */\n  attempt: int32;\n",
      },
      {
        file: "webhook-events-examples.tsp",
        from: '        api_version: "v1",\n        data: #{\n          webhook_id:',
        to: '        api_version: "v1",\n        attempt: 1,\n        data: #{\n          webhook_id:',
      },
    ],
  },
];

/**
 * "Starting the next major version" of CONTRIBUTING.md, rehearsed with `v3` now that `v2` is real: `v3`
 * beside `v1` and `v2`, with the `v2` account's `name` removed in `v3` only.
 */
export const startV3: Pick<Mutation, "name" | "edits"> = {
  name: "v3 started beside v1 and v2, as CONTRIBUTING.md says",
  edits: [
    {
      file: "versions.tsp",
      from: '  v2: "v2",\n',
      to: '  v2: "v2",\n\n  /** The third major version, served under `/v3`. */\n  @stage("preview")\n  v3: "v3",\n',
    },
    {
      file: "v2/account.tsp",
      from: accountName,
      to: accountName.replace("  name:", "  @removed(Versions.v3)\n  name:"),
    },
  ],
};

/** One version's `@stage` declaration in spec/versions.tsp replaced, e.g. `v2` made `stable`. */
export function setStage(version: string, from: string, to: string): Edit {
  return {
    file: "versions.tsp",
    from: `  @stage(${from})\n  ${version}: "${version}",`,
    to: `  @stage(${to})\n  ${version}: "${version}",`,
  };
}
