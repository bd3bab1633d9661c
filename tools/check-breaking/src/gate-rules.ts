import { isDeepStrictEqual } from "node:util";
import { child, isObject, type Json } from "./json.ts";
import { type OperationPair, operationPairs, operationParameters, schemaPairs } from "./operations.ts";
import type { RatedChange } from "./redocly-diff.ts";

/**
 * The gate's own rules: breaking changes Redocly's `diff-recommended` set does not rate breaking, although
 * this server or its partners' code would break on them. Each resolves to major (breaking) changes in the
 * shape of Redocly's, so the report treats both alike. CONTRIBUTING.md's table of change classes says why.
 */
export function gateRules(base: Json, revision: Json): RatedChange[] {
  const operations = operationPairs(base, revision);
  return [
    ...operations.flatMap(mediaTypesRemoved),
    ...operations.flatMap(responseHeadersBecameOptional),
    ...operations.flatMap(successStatusesAdded),
    ...operations.flatMap(webhookHeadersRemoved),
    ...schemaRules(base, revision),
  ];
}

/** The names of the gate's own rules (Redocly's `media-type-removed` is turned off: the gate's replaces it). */
export const GATE_RULES = [
  "media-type-removed",
  "response-header-became-optional",
  "success-status-added",
  "webhook-header-removed",
  "output-enum-values-removed",
  "request-default-changed",
] as const;

function breaking(rule: string, message: string, pointer: string, definedAt = pointer): RatedChange {
  return { rule, impact: "major", message, pointer, definedAt };
}

/** Success statuses: `200`, `2XX`. */
function isSuccess(status: string): boolean {
  return /^2(\d\d|XX)$/i.test(status);
}

/**
 * A media type of a body removed. A request body type the server accepted is now answered `415`; a
 * response or webhook payload type a client parses is no longer sent. (Redocly's own `media-type-removed`
 * never fires on an OpenAPI 3.1 document: it finds no direction for a media type.)
 */
function mediaTypesRemoved(operation: OperationPair): RatedChange[] {
  const changes: RatedChange[] = [];
  const webhook = operation.section === "webhooks";
  const baseBody = operation.base.requestBody?.content;
  const revisionBody = operation.revision.requestBody?.content;
  if (isObject(baseBody) && isObject(revisionBody)) {
    for (const type of Object.keys(baseBody).filter((t) => !(t in revisionBody))) {
      const pointer = child(operation.pointer, "requestBody", "content", type);
      const message = webhook
        ? `Payload media type \`${type}\` is no longer sent.`
        : `Request media type \`${type}\` is no longer accepted: the server answers \`415\` to it.`;
      changes.push(breaking("media-type-removed", message, pointer));
    }
  }
  if (webhook) return changes;
  for (const [status, response] of Object.entries(operation.base.responses ?? {})) {
    const revisionContent = operation.revision.responses?.[status]?.content;
    if (!isObject(response) || !isObject(response.content) || !isObject(revisionContent)) continue;
    for (const type of Object.keys(response.content).filter((t) => !(t in revisionContent))) {
      const pointer = child(operation.pointer, "responses", status, "content", type);
      changes.push(
        breaking("media-type-removed", `Response \`${status}\` no longer sends \`${type}\`.`, pointer),
      );
    }
  }
  return changes;
}

/** A response header that was always sent (`required: true`) may now be missing. */
function responseHeadersBecameOptional(operation: OperationPair): RatedChange[] {
  if (operation.section === "webhooks") return [];
  const changes: RatedChange[] = [];
  for (const [status, response] of Object.entries(operation.base.responses ?? {})) {
    const revisionHeaders = operation.revision.responses?.[status]?.headers;
    if (!isObject(response) || !isObject(revisionHeaders)) continue;
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const revisionHeader = revisionHeaders[name];
      if (!isObject(header) || header.required !== true || !isObject(revisionHeader)) continue;
      if (revisionHeader.required === true) continue;
      const pointer = child(operation.pointer, "responses", status, "headers", name, "required");
      const message = `Response header \`${name}\` of response \`${status}\` is no longer always sent.`;
      changes.push(breaking("response-header-became-optional", message, pointer));
    }
  }
  return changes;
}

/**
 * A header of webhook deliveries removed, or no longer always sent. We send these headers (the signature,
 * its timestamp, the event id) and receivers read them; Redocly rates parameters as data clients send only.
 */
function webhookHeadersRemoved(operation: OperationPair): RatedChange[] {
  if (operation.section !== "webhooks") return [];
  const revision = new Map(operationParameters(operation, "revision").map((p) => [p.key, p]));
  const changes: RatedChange[] = [];
  for (const { key, pointer, parameter } of operationParameters(operation, "base")) {
    if (parameter.in !== "header") continue;
    const after = revision.get(key);
    if (after === undefined) {
      const message = `Header \`${parameter.name}\` is no longer sent with the delivery.`;
      changes.push(breaking("webhook-header-removed", message, pointer));
    } else if (parameter.required === true && after.parameter.required !== true) {
      const message = `Header \`${parameter.name}\` is no longer always sent with the delivery.`;
      changes.push(breaking("response-header-became-optional", message, `${after.pointer}/required`));
    }
  }
  return changes;
}

/** A new success status beside the one(s) a client branches on: `202` and now also `200`. */
function successStatusesAdded(operation: OperationPair): RatedChange[] {
  if (operation.section === "webhooks") return [];
  const before = Object.keys(operation.base.responses ?? {}).filter(isSuccess);
  const after = Object.keys(operation.revision.responses ?? {});
  // A success status that replaced another (`202` → `200`) is Redocly's `response-removed`.
  if (before.length === 0 || !before.every((status) => after.includes(status))) return [];
  return after
    .filter((status) => isSuccess(status) && !before.includes(status))
    .map((status) => {
      const known = before.map((s) => `\`${s}\``).join(", ");
      const message = `Success response \`${status}\` was added beside ${known}.`;
      return breaking("success-status-added", message, child(operation.pointer, "responses", status));
    });
}

/** Quotes enum values and defaults the way Redocly's messages do: `'queued'`. */
function quote(value: unknown): string {
  return `'${typeof value === "string" ? value : JSON.stringify(value)}'`;
}

/** Rules on the schemas both documents reach: enums we send, defaults the server applies. */
function schemaRules(base: Json, revision: Json): RatedChange[] {
  const changes: RatedChange[] = [];
  for (const pair of schemaPairs(base, revision)) {
    const of = pair.label ? ` of ${pair.label}` : "";
    if (pair.direction === "response" && Array.isArray(pair.base.enum)) {
      const after: unknown[] = Array.isArray(pair.revision.enum) ? pair.revision.enum : [];
      const lost = pair.base.enum.filter((value: unknown) => !after.some((v) => isDeepStrictEqual(v, value)));
      if (lost.length > 0) {
        const message = Array.isArray(pair.revision.enum)
          ? `Enum${of} no longer lists values we send: ${lost.map(quote).join(", ")}.`
          : `Enum${of} was removed: its values are no longer promised.`;
        changes.push(
          breaking("output-enum-values-removed", message, `${pair.pointer}/enum`, `${pair.definedAt}/enum`),
        );
      }
    }
    if (pair.direction === "request" && "default" in pair.base) {
      if (isDeepStrictEqual(pair.base.default, pair.revision.default)) continue;
      const message =
        "default" in pair.revision
          ? `Default${of} changed from ${quote(pair.base.default)} to ${quote(pair.revision.default)}.`
          : `Default${of} (${quote(pair.base.default)}) was removed.`;
      changes.push(
        breaking("request-default-changed", message, `${pair.pointer}/default`, `${pair.definedAt}/default`),
      );
    }
  }
  return changes;
}
