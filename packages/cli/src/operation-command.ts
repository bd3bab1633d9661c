import { readFileSync } from "node:fs";
import { Command, Option } from "commander";
import type { InputSpec, OperationSpec } from "./operation-spec.js";
import { baseType, choicesOf, parseScalar, valueSchema } from "./schema-values.js";
import { UsageError } from "./usage-error.js";

/** What one invocation of an operation command asks for, before it is checked against the contract. */
export interface OperationInput {
  /** Path parameters by name. */
  path: Record<string, string>;
  /** Query parameters by name (flags given only). */
  query: Record<string, unknown>;
  /** Header parameters by name (flags given only). */
  header: Record<string, string>;
  /** The JSON body: `--data` overlaid with body flags; undefined when the operation takes none. */
  body: Record<string, unknown> | undefined;
  /** `--all`: follow the cursors of a list. */
  all: boolean;
}

/** A contract description with its hard line breaks joined, so the terminal wraps it. */
function reflow(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .join("\n\n");
}

/** First paragraph of a contract description, for one help line. */
function firstParagraph(text: string): string {
  return (text.split(/\n\s*\n/)[0] ?? "").replace(/\s*\n\s*/g, " ").trim();
}

function placeholder(input: InputSpec): string {
  const choices = choicesOf(input.schema);
  if (baseType(input.schema) === "boolean") return "<true|false>";
  if (baseType(input.schema) === "array") return `<${choices === undefined ? "value" : "choice"}...>`;
  if (baseType(input.schema) === "object") return "<json>";
  return choices === undefined ? `<${baseType(input.schema) === "string" ? "value" : "number"}>` : "<choice>";
}

/** A commander option for one parameter or body field, parsing its words as the contract's types. */
function optionOf(input: InputSpec): Option {
  const required = input.required ? " (required)" : "";
  const deprecated = input.deprecated ? " (deprecated)" : "";
  const option = new Option(
    `--${input.flag} ${placeholder(input)}`,
    `${firstParagraph(input.description)}${required}${deprecated}`,
  );
  if (baseType(input.schema) === "array") {
    const items = valueSchema(input.schema).items as InputSpec["schema"];
    const choices = choicesOf(items ?? {});
    if (choices !== undefined) option.choices(choices);
    // Repeating the flag or listing several values both add to the array.
    option.argParser((word: string, previous: unknown[] | undefined) => [
      ...(previous ?? []),
      parseScalar(word, items ?? {}),
    ]);
    return option;
  }
  const choices = choicesOf(input.schema);
  if (choices !== undefined) option.choices(choices);
  if (baseType(input.schema) === "boolean") option.choices(["true", "false"]);
  return option.argParser((word: string) => parseScalar(word, input.schema));
}

/** Reads `--data`: inline JSON, `@file.json`, or `@-` for standard input. */
function readData(data: string): Record<string, unknown> {
  let text = data;
  if (data.startsWith("@")) {
    const file = data.slice(1);
    try {
      text = readFileSync(file === "-" ? 0 : file, "utf8");
    } catch (error) {
      throw new UsageError(`--data ${data}: ${(error as Error).message}`);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--data is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new UsageError("--data must be a JSON object.");
  return parsed as Record<string, unknown>;
}

function pick(
  inputs: readonly InputSpec[],
  options: Record<string, unknown>,
  attribute: Map<string, string>,
) {
  const out: Record<string, unknown> = {};
  for (const input of inputs) {
    const value = options[attribute.get(input.flag) ?? ""];
    if (value !== undefined) out[input.name] = value;
  }
  return out;
}

/**
 * The command of one operation: path parameters as positional arguments, query and header parameters and
 * top-level body fields as flags, `--data` for a raw body and `--all` on cursor-paginated lists.
 */
export function operationCommand(
  spec: OperationSpec,
  run: (spec: OperationSpec, input: OperationInput, command: Command) => Promise<void>,
): Command {
  const command = new Command(spec.name)
    .summary(spec.summary)
    .description(reflow(spec.description || spec.summary));
  for (const param of spec.pathParams) command.argument(`<${param.name}>`, firstParagraph(param.description));
  const attribute = new Map<string, string>();
  const bodyFields = spec.body?.fields ?? [];
  for (const input of [...spec.queryParams, ...spec.headerParams, ...bodyFields]) {
    if (attribute.has(input.flag)) continue;
    const option = optionOf(input);
    attribute.set(input.flag, option.attributeName());
    command.addOption(option);
  }
  if (spec.body !== null)
    command.option(
      "--data <json>",
      "The request body as JSON, `@file.json`, or `@-` (stdin); flags override its fields.",
    );
  if (spec.paginated) command.option("--all", "Follow the cursors and print every item of every page.");
  command.action(async (...args: unknown[]) => {
    const options = command.opts<Record<string, unknown>>();
    const path = Object.fromEntries(spec.pathParams.map((p, i) => [p.name, String(args[i])]));
    const body =
      spec.body === null
        ? undefined
        : {
            ...(typeof options.data === "string" ? readData(options.data) : {}),
            ...pick(bodyFields, options, attribute),
          };
    const input: OperationInput = {
      path,
      query: pick(spec.queryParams, options, attribute),
      header: pick(spec.headerParams, options, attribute) as Record<string, string>,
      body,
      all: options.all === true,
    };
    await run(spec, input, command);
  });
  return command;
}
