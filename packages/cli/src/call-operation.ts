import { SmsApiError, type SmsClient } from "@sms-api/client";
import type { OperationInput } from "./operation-command.js";
import type { InputSpec, OperationSpec } from "./operation-spec.js";
import { type CliIo, type OutputMode, printJson } from "./output.js";
import { type Namer, objectSchema, schemaProblems } from "./schema-values.js";
import { CommandFailure, UsageError } from "./usage-error.js";

/** How a body pointer is named: the field's flag when it has one (`/template_id` → `--template-id`). */
function bodyNamer(fields: readonly InputSpec[]): Namer {
  return (pointer, missing) => {
    const path = missing === undefined ? pointer : `${pointer}/${missing}`;
    const top = path.split("/")[1] ?? "";
    const field = fields.find((f) => f.name === top);
    if (field === undefined) return `body field ${path}`;
    const rest = path.slice(top.length + 1);
    return rest === "" ? `--${field.flag}` : `--${field.flag} (item ${rest.slice(1)})`;
  };
}

function paramNamer(inputs: readonly InputSpec[], positional: boolean): Namer {
  return (pointer, missing) => {
    const name = missing ?? pointer.split("/")[1] ?? "";
    const input = inputs.find((i) => i.name === name);
    if (input === undefined) return name;
    return positional ? `<${input.name}>` : `--${input.flag}`;
  };
}

/** Checks every input against the contract's schemas; a problem is a usage error, and nothing is sent. */
export function checkInput(spec: OperationSpec, input: OperationInput): void {
  const problems = [
    ...schemaProblems(objectSchema(spec.pathParams), input.path, paramNamer(spec.pathParams, true)),
    ...schemaProblems(objectSchema(spec.queryParams), input.query, paramNamer(spec.queryParams, false)),
    ...schemaProblems(objectSchema(spec.headerParams), input.header, paramNamer(spec.headerParams, false)),
    ...(spec.body === null || input.body === undefined
      ? []
      : schemaProblems(spec.body.schema, input.body, bodyNamer(spec.body.fields))),
  ];
  if (problems.length > 0) throw new UsageError(problems.join("\n"));
}

type LooseRequest = (
  method: string,
  path: string,
  init: { params: Record<string, unknown>; body?: unknown },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** Sends one request of the operation through the client; returns the success body or throws SmsApiError. */
export async function callOnce(
  client: SmsClient,
  spec: OperationSpec,
  input: OperationInput,
): Promise<unknown> {
  // The table is data from the document, so the typed client's per-path types cannot apply here.
  const request = client.raw.request as unknown as LooseRequest;
  const { data, error, response } = await request(spec.method, spec.path, {
    params: { path: input.path, query: input.query, header: input.header },
    ...(input.body === undefined ? {} : { body: input.body }),
  });
  if (!response.ok) throw new SmsApiError(response, error);
  return response.status === 204 ? undefined : data;
}

/** `--all`: every item of every page, following `next_cursor`, with a progress line on stderr. */
async function callAll(io: CliIo, client: SmsClient, spec: OperationSpec, input: OperationInput) {
  const items: unknown[] = [];
  let cursor = input.query.cursor as string | undefined;
  for (let page = 1; ; page++) {
    const query = cursor === undefined ? input.query : { ...input.query, cursor };
    const body = (await callOnce(client, spec, { ...input, query })) as {
      data: unknown[];
      next_cursor?: string | null;
    };
    items.push(...body.data);
    const progress = `page ${page}: ${items.length} item${items.length === 1 ? "" : "s"}`;
    io.stderr(io.stderrIsTty ? `\r${progress}` : `${progress}\n`);
    const next = body.next_cursor ?? undefined;
    // A server handing back the cursor it was given would keep --all going for ever.
    if (next !== undefined && next === cursor)
      throw new CommandFailure(`The server repeated cursor ${next}.`);
    cursor = next;
    if (cursor === undefined) break;
  }
  if (io.stderrIsTty) io.stderr("\n");
  return items;
}

/** The query of a stream command as strings: an array is one comma-separated value (`explode: false`). */
function streamQuery(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(",") : String(value)]),
  );
}

/**
 * A stream command (`events stream`): one JSON line per message (`{"id","event","data"}`) as it arrives,
 * until the server ends the stream or Ctrl-C. It does not reconnect: `listen` is the command that resumes.
 */
async function printStream(io: CliIo, client: SmsClient, spec: OperationSpec, input: OperationInput) {
  const headers = Object.fromEntries(Object.entries(input.header).map(([k, v]) => [k, String(v)]));
  const stream = client.rawStream(spec.path, streamQuery(input.query), {
    headers,
    ...(io.signal === undefined ? {} : { signal: io.signal }),
  });
  for await (const message of stream) io.stdout(`${JSON.stringify(message)}\n`);
}

/** Runs an operation command: check, call (every page with `--all`), print the answer. */
export async function runOperation(
  io: CliIo,
  mode: OutputMode,
  client: () => SmsClient,
  spec: OperationSpec,
  input: OperationInput,
): Promise<void> {
  checkInput(spec, input);
  if (spec.stream) return printStream(io, client(), spec, input);
  const result = input.all ? await callAll(io, client(), spec, input) : await callOnce(client(), spec, input);
  if (result !== undefined) printJson(io, mode, result);
}
