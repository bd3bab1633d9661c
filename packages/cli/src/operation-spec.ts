// The shape of the generated command table (generated/v1/commands.ts): what the CLI needs of one operation.

/** A JSON Schema with every `$ref` of the OpenAPI document resolved inline. */
export type JsonSchema = { [keyword: string]: unknown };

/** One flag or positional argument, from a parameter or a top-level body property. */
export interface InputSpec {
  /** The contract's name (`template_id`, `X-Idempotency-Key`). */
  name: string;
  /** The flag without dashes (`template-id`); positional arguments keep the contract's name. */
  flag: string;
  /** Whether the contract requires it. */
  required: boolean;
  /** Whether the contract marks it deprecated. */
  deprecated: boolean;
  /** Its documentation from the contract, used as `--help` text. */
  description: string;
  /** Its schema, for parsing (type, enum, items) and checking before any request. */
  schema: JsonSchema;
}

/** One operation of the contract as a CLI command: `sms-api <group> <name>`. */
export interface OperationSpec {
  /** The contract's operationId (`Sms_send`). */
  operationId: string;
  /** Command group, from the operation's first tag (`messages`). */
  group: string;
  /** Command name, from the operationId's verb (`send`, `rotate-secret`). */
  name: string;
  /** HTTP method, lower case. */
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Path template (`/v1/sms/{message_id}`). */
  path: string;
  /** One-line summary. */
  summary: string;
  /** Full description. */
  description: string;
  /** Path parameters, in path order: positional arguments. */
  pathParams: InputSpec[];
  /** Query parameters: flags. */
  queryParams: InputSpec[];
  /** Header parameters: flags. */
  headerParams: InputSpec[];
  /** The JSON request body, when the operation takes one: its schema and one flag per top-level property. */
  body: { required: boolean; description: string; schema: JsonSchema; fields: InputSpec[] } | null;
  /** Whether it is a cursor-paginated list (a `cursor` query parameter and `next_cursor` in the answer). */
  paginated: boolean;
  /** Whether the answer is a Server-Sent Events stream: printed one message per line until it ends or Ctrl-C. */
  stream: boolean;
}
