/**
 * Renders the CLI's command table of one API version from an OpenAPI document: one entry per operation,
 * with its parameters and body schema resolved. Shared by the `generate` script (writes the file) and the
 * tests (staleness; an operation added to a copy of the spec becomes a command).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/** Folder of this package. */
export const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Where the committed command table of a version lives. */
export function commandsPath(version = "v1") {
  return join(packageDir, "generated", version, "commands.ts");
}

/** The committed OpenAPI document of a version. */
export function readDocument(version = "v1") {
  return JSON.parse(readFileSync(require.resolve(`@sms-api/openapi/${version}/openapi.json`), "utf8"));
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** Follows a local `$ref` (`#/components/...`). */
function lookup(document, ref) {
  if (!ref.startsWith("#/")) throw new Error(`render-commands: only local $refs are supported, got ${ref}`);
  return ref
    .slice(2)
    .split("/")
    .reduce((node, key) => node?.[key.replaceAll("~1", "/").replaceAll("~0", "~")], document);
}

/** A copy of `node` with every `$ref` replaced by its target; sibling keywords (descriptions) win. */
function resolve(document, node, seen = []) {
  if (Array.isArray(node)) return node.map((item) => resolve(document, item, seen));
  if (node === null || typeof node !== "object") return node;
  if (typeof node.$ref === "string") {
    if (seen.includes(node.$ref)) throw new Error(`render-commands: recursive schema ${node.$ref}`);
    const { $ref, ...siblings } = node;
    const target = resolve(document, lookup(document, $ref), [...seen, $ref]);
    return { ...target, ...resolve(document, siblings, seen) };
  }
  // Examples are documentation only: the table keeps what parsing and checking need.
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "example" || key === "examples" || key.startsWith("x-")) continue;
    out[key] = resolve(document, value, seen);
  }
  return out;
}

const kebab = (text) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[_\s]+/g, "-")
    .toLowerCase();

/** Command group names: the tag in kebab case, except where the tag names the resource in the singular. */
function groupOf(operation) {
  const tag = operation.tags?.[0];
  if (tag === undefined) throw new Error(`render-commands: ${operation.operationId} has no tag`);
  return kebab(tag);
}

function nameOf(operationId) {
  const verb = operationId.includes("_") ? operationId.slice(operationId.indexOf("_") + 1) : operationId;
  return kebab(verb);
}

function inputOf(document, parameter, flag) {
  const resolved = resolve(document, parameter);
  return {
    name: resolved.name,
    flag,
    required: resolved.required === true,
    deprecated: resolved.deprecated === true,
    description: resolved.description ?? resolved.schema?.description ?? "",
    schema: resolved.schema ?? {},
  };
}

function bodyOf(document, operation) {
  const requestBody = operation.requestBody && resolve(document, operation.requestBody);
  const schema = requestBody?.content?.["application/json"]?.schema;
  if (schema === undefined) return null;
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    flag: kebab(name),
    required: required.has(name),
    deprecated: property.deprecated === true,
    description: property.description ?? "",
    schema: property,
  }));
  return { required: requestBody.required === true, description: schema.description ?? "", schema, fields };
}

function isPaginated(document, operation, queryParams) {
  if (!queryParams.some((p) => p.name === "cursor")) return false;
  const ok = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith("2"))?.[1];
  const schema = resolve(document, ok ?? {})?.content?.["application/json"]?.schema;
  return schema?.properties?.next_cursor !== undefined && schema?.properties?.data?.type === "array";
}

/** Whether the success answer is a Server-Sent Events stream (`text/event-stream`). */
function isStream(document, operation) {
  const ok = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith("2"))?.[1];
  return resolve(document, ok ?? {})?.content?.["text/event-stream"] !== undefined;
}

/** One command entry per operation of `document`, sorted by group and name. */
export function operationSpecs(document) {
  const specs = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
        resolve(document, p),
      );
      const pathParams = parameters
        .filter((p) => p.in === "path")
        .sort((a, b) => path.indexOf(`{${a.name}}`) - path.indexOf(`{${b.name}}`))
        .map((p) => inputOf(document, p, p.name));
      const queryParams = parameters
        .filter((p) => p.in === "query")
        .map((p) => inputOf(document, p, kebab(p.name)));
      const headerParams = parameters
        .filter((p) => p.in === "header")
        .map((p) => inputOf(document, p, kebab(p.name)));
      specs.push({
        operationId: operation.operationId,
        group: groupOf(operation),
        name: nameOf(operation.operationId),
        method,
        path,
        summary: operation.summary ?? "",
        description: operation.description ?? "",
        pathParams,
        queryParams,
        headerParams,
        body: bodyOf(document, operation),
        paginated: isPaginated(document, operation, queryParams),
        stream: isStream(document, operation),
      });
    }
  }
  const seen = new Set();
  for (const spec of specs) {
    const command = `${spec.group} ${spec.name}`;
    if (seen.has(command)) throw new Error(`render-commands: two operations make the command "${command}"`);
    seen.add(command);
  }
  return specs.sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
}

/** The description of each tag that names a command group, by group name. */
export function groupDescriptions(document) {
  const groups = new Set(operationSpecs(document).map((spec) => spec.group));
  return Object.fromEntries(
    (document.tags ?? [])
      .filter((tag) => groups.has(kebab(tag.name)))
      .map((tag) => [kebab(tag.name), tag.description ?? ""])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The full text of the command table module, header included. */
export function renderCommands(document = readDocument("v1"), version = "v1") {
  return [
    "// GENERATED FILE: DO NOT EDIT.",
    `// The sms-api CLI's commands, made from @sms-api/openapi's generated/${version}/openapi.json by scripts/render-commands.mjs.`,
    "// Regenerate with `pnpm --filter @sms-api/cli generate`; a test fails when this file is stale.",
    'import type { OperationSpec } from "../../src/operation-spec.js";',
    "",
    "/** The base URL the document's server entry defaults to, or null when it names none. */",
    `export const DEFAULT_BASE_URL: string | null = ${JSON.stringify(document.servers?.[0]?.variables?.base_url?.default ?? null)};`,
    "",
    "/** Each command group's help line: the description of its tag. */",
    `export const GROUPS: Readonly<Record<string, string>> = ${JSON.stringify(groupDescriptions(document), null, 2)};`,
    "",
    "/** Every operation of the contract, as a command. */",
    `export const OPERATIONS: readonly OperationSpec[] = ${JSON.stringify(operationSpecs(document), null, 2)};`,
    "",
  ].join("\n");
}
