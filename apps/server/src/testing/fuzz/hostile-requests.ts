import {
  CONTENT_TYPES,
  JUNK_QUERY,
  JUNK_SEGMENTS,
  OTHER_METHODS,
  PIECES,
  QUERY_VALUES,
  VALUES,
  WEBHOOK_URLS,
} from "./hostile-values.js";
import type { RawCase } from "./malformed-http.js";
import type { Random } from "./prng.js";

/** One operation of the contract: method, path template and query parameters. */
export interface FuzzOperation {
  /** Upper-case method. */
  method: string;
  /** Path template, e.g. `/v1/sms/{message_id}`. */
  path: string;
  /** Names of its query parameters. */
  query: string[];
}

/** Every operation of an OpenAPI document, so the fuzz covers what the contract has, nothing less. */
export function operationsOf(document: Record<string, unknown>): FuzzOperation[] {
  const doc = document as {
    paths?: Record<string, Record<string, { parameters?: { $ref?: string; in?: string; name?: string }[] }>>;
    components?: { parameters?: Record<string, { in?: string; name?: string }> };
  };
  const found: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const query = (op.parameters ?? [])
        .map((p) => (p.$ref ? doc.components?.parameters?.[p.$ref.split("/").pop() ?? ""] : p))
        .filter((p) => p?.in === "query")
        .map((p) => p?.name as string);
      found.push({ method: method.toUpperCase(), path, query });
    }
  }
  return found;
}

/** Ids the server handed out during the run (so reads, updates and deletes reach real rows too). */
export class SeenIds {
  private readonly ids = new Map<string, string[]>();

  /** Remembers every `msg_`, `whk_` and `evt_` id in an answer (at most 64 of each kind). */
  learn(text: string): void {
    for (const m of text.matchAll(/"((msg|whk|evt)_[0-9A-Z]{26})"/g)) {
      const list = this.ids.get(m[2] as string) ?? [];
      if (list.length < 64 && !list.includes(m[1] as string)) list.push(m[1] as string);
      this.ids.set(m[2] as string, list);
    }
  }

  /** A remembered id of a kind, if any. */
  some(rand: Random, kind: string): string | undefined {
    // One draw whether or not ids are known, so the random stream stays the same however the run went.
    const draw = rand.int(1 << 16);
    const list = this.ids.get(kind);
    return list && list.length > 0 ? list[draw % list.length] : undefined;
  }
}

function sendBody(rand: Random, junk: () => boolean): unknown {
  return {
    to: junk()
      ? rand.pick(["14155550100", "+919000000001", "1", "", "919000000000000000"])
      : rand.pick(["919000000001", "919000000002", "919000000003", "919000000006", "919876543210"]),
    template_id: junk() ? "tmpl_nope" : "tmpl_otp",
    variables: junk() ? rand.pick([[], ["a"], ["\u0000", "1"], ["😀".repeat(40), "x"]]) : ["123456", "10"],
    ...(junk() ? { category: rand.pick(["otp", "promotional", 7]) } : {}),
  };
}

function webhookUrl(rand: Random, junk: () => boolean): string {
  return junk() ? rand.pick(WEBHOOK_URLS) : `https://93.184.216.34/hook/${rand.int(40)}`;
}

function validBody(op: FuzzOperation, rand: Random, junk: () => boolean): unknown {
  if (op.path === "/v1/sms/send") return sendBody(rand, junk);
  if (op.path === "/v1/webhooks" && op.method === "POST")
    return { url: webhookUrl(rand, junk), events: junk() ? rand.pick([["sms.nope"], []]) : ["*"] };
  if (op.method === "PATCH")
    return rand.pick([
      { enabled: true },
      { enabled: false },
      { url: webhookUrl(rand, junk) },
      { events: ["sms.sent"] },
      { description: null },
    ]);
  return undefined;
}

function mutateBody(text: string, rand: Random): string {
  switch (rand.int(5)) {
    case 0: {
      const chars = Array.from(text);
      chars.splice(rand.int(chars.length + 1), rand.int(4), rand.pick(PIECES));
      return chars.join("");
    }
    case 1:
      return Array.from({ length: 1 + rand.int(8) }, () => rand.pick(PIECES)).join("");
    case 2: {
      const parsed = JSON.parse(text || "{}");
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
        parsed[rand.pick(["to", "url", "events", "enabled", "extra", "__proto__", "constructor"])] =
          rand.pick(VALUES);
      return JSON.stringify(parsed);
    }
    case 3:
      return JSON.stringify(rand.pick(VALUES));
    default:
      return text + " ".repeat(rand.chance(0.5) ? 17_000 : 0);
  }
}

const AUTH_KINDS = [
  "good",
  "good",
  "good",
  "good",
  "live",
  "readOnly",
  "revoked",
  "none",
  "junk",
  "basic",
  "two",
] as const;

/** The keys a hostile request may present. */
export interface FuzzKeys {
  /** A test key with every scope. */
  test: string;
  /** A live key with every scope. */
  live: string;
  /** A test key with `sms:read` only. */
  readOnly: string;
  /** A revoked key. */
  revoked: string;
}

function authHeaders(rand: Random, keys: FuzzKeys, junk: () => boolean): string[] {
  switch (junk() ? rand.pick(AUTH_KINDS) : "good") {
    case "good":
      return [`Authorization: Bearer ${keys.test}`];
    case "live":
      return [`Authorization: Bearer ${keys.live}`];
    case "readOnly":
      return [`Authorization: Bearer ${keys.readOnly}`];
    case "revoked":
      return [`Authorization: Bearer ${keys.revoked}`];
    case "none":
      return [];
    case "junk":
      return [
        `Authorization: ${rand.pick(["Bearer ", "Bearer", "bearer  x", `Bearer ${"k".repeat(500)}`, "Token x", "Bearer sk_test_\u00e9"])}`,
      ];
    case "basic":
      return ["Authorization: Basic dXNlcjpwYXNz"];
    default:
      return [`Authorization: Bearer ${keys.test}`, `Authorization: Bearer ${keys.live}`];
  }
}

function fillPath(op: FuzzOperation, rand: Random, seen: SeenIds, junk: () => boolean): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const kind = { message_id: "msg", webhook_id: "whk", event_id: "evt" }[name];
    const real = kind ? seen.some(rand, kind) : "tmpl_otp";
    return !junk() && real ? real : rand.pick(JUNK_SEGMENTS);
  });
}

function queryOf(op: FuzzOperation, rand: Random, junk: () => boolean): string {
  const parts: string[] = [];
  for (const name of op.query) {
    if (!rand.chance(0.5)) continue;
    const values = QUERY_VALUES[name] ?? [""];
    parts.push(`${name}=${junk() ? rand.pick(values) : (values[rand.int(2)] ?? "")}`);
  }
  if (junk()) parts.push(rand.pick(JUNK_QUERY));
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** A well-framed HTTP/1.1 request to one operation with hostile parts: path, query, headers, method, body. */
export function hostileRequest(op: FuzzOperation, rand: Random, keys: FuzzKeys, seen: SeenIds): RawCase {
  // A quarter of the requests are well formed (they create the rows later requests address, and reach the
  // checks behind validation); the rest break each part with some probability, so most break one or two.
  const hostile = rand.chance(0.75);
  const junk = () => hostile && rand.chance(0.25);
  const method = junk() && rand.chance(0.4) ? rand.pick(OTHER_METHODS) : op.method;
  const target = `${fillPath(op, rand, seen, junk)}${queryOf(op, rand, junk)}`;
  const headers = ["Host: 127.0.0.1", ...authHeaders(rand, keys, junk), "Connection: close"];
  let body = "";
  if (method === "POST" || method === "PATCH" || junk()) {
    const valid = validBody(op, rand, junk);
    body = valid === undefined ? "" : JSON.stringify(valid);
    if (junk()) body = mutateBody(body, rand);
    // Some content types carry a parameter never seen before: caches keyed by it must not grow (issue 17).
    const fresh = `application/json; x-${rand.int(1 << 30)}=1`;
    const type = junk() ? (rand.chance(0.3) ? fresh : rand.pick(CONTENT_TYPES)) : "application/json";
    if (body !== "" || junk()) {
      if (type) headers.push(`Content-Type: ${type}`);
      headers.push(`Content-Length: ${Buffer.byteLength(body)}`);
    }
  }
  if (op.path === "/v1/sms/send" && rand.chance(0.4)) {
    const key = junk() ? rand.pick(["", "k".repeat(300), "a b", "ключ"]) : `fuzz-${rand.int(50)}`;
    headers.push(`Idempotency-Key: ${key}`);
    if (junk()) headers.push("X-Idempotency-Key: another-key");
  }
  if (junk() && rand.chance(0.2)) headers.push("Expect: 100-continue");
  if (junk() && rand.chance(0.2))
    headers.push(`Accept: ${rand.pick(["text/html", "*/*", "application/xml", ""])}`);
  if (junk() && rand.chance(0.2)) headers.push(`X-Request-Id: ${rand.pick(["mine", "req_x", "\u00e9"])}`);
  const text = `${method} ${target} HTTP/1.1\r\n${headers.join("\r\n")}\r\n\r\n`;
  return {
    label: `${method} ${target}${body ? ` ${body.slice(0, 120)}` : ""}`,
    bytes: Buffer.concat([Buffer.from(text, "utf8"), Buffer.from(body, "utf8")]),
    method,
  };
}
