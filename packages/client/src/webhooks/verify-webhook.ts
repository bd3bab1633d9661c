import type { WebhookEvent } from "../schema.js";
import { base64Decode, bodyBytes, computeSignature, constantTimeEqual, hmacKey } from "./signature.js";
import { WebhookVerificationError } from "./webhook-verification-error.js";

/** Request headers as a `Headers` object (fetch, Workers) or a plain object (Node `req.headers`). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** Options of `verifyWebhook`. */
export interface VerifyWebhookOptions {
  /** Largest accepted distance between `webhook-timestamp` and now, in seconds; default 300. */
  toleranceSeconds?: number;
  /** The current time; for tests. */
  now?: Date;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value.join(" ") : value;
}

function requireHeader(headers: WebhookHeaders, name: string): string {
  const value = header(headers, name)?.trim();
  if (!value) throw new WebhookVerificationError("missing_header", `The webhook has no \`${name}\` header.`);
  return value;
}

/**
 * Verifies a Standard Webhooks delivery and returns its payload as a typed v1 event (`sms.*`, `webhook.test`).
 * Pass the body exactly as received (bytes or text) and one secret, or several while rotating. Throws
 * `WebhookVerificationError`; an event rendered for API v2 is `api_version_mismatch`.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array | ArrayBuffer,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  return (await verifyEventOfVersion(rawBody, headers, secret, options, "v1")) as WebhookEvent;
}

/**
 * Verifies a delivery's signature and returns its payload, an event of `apiVersion`. The signature is the same
 * for every version; the payload's form is the endpoint's pinned `api_version`.
 */
export async function verifyEventOfVersion(
  rawBody: string | Uint8Array | ArrayBuffer,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options: VerifyWebhookOptions,
  apiVersion: string,
): Promise<unknown> {
  const body = bodyBytes(rawBody);
  const keys = (typeof secret === "string" ? [secret] : [...secret]).map(hmacKey);
  if (keys.length === 0) throw new WebhookVerificationError("invalid_secret", "No webhook secret was given.");
  const id = requireHeader(headers, "webhook-id");
  const timestamp = requireHeader(headers, "webhook-timestamp");
  const signatures = requireHeader(headers, "webhook-signature");

  if (!/^\d{1,12}$/.test(timestamp)) {
    throw new WebhookVerificationError(
      "invalid_timestamp",
      "`webhook-timestamp` is not a number of Unix seconds.",
    );
  }
  const toleranceSeconds = options.toleranceSeconds ?? 300;
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const offset = nowSeconds - Number(timestamp);
  if (Math.abs(offset) > toleranceSeconds) {
    const where = offset > 0 ? `${offset} s in the past` : `${-offset} s in the future`;
    throw new WebhookVerificationError(
      "timestamp_out_of_tolerance",
      `\`webhook-timestamp\` is ${where}, outside the tolerance of ${toleranceSeconds} s: a replay, or a wrong clock.`,
    );
  }

  const candidates = signatures
    .split(" ")
    .filter((entry) => entry.startsWith("v1,"))
    .map((entry) => base64Decode(entry.slice(3)))
    .filter((bytes): bytes is Uint8Array => bytes !== undefined);
  let matched = false;
  for (const key of keys) {
    const expected = await computeSignature(key, id, timestamp, body);
    // Every candidate is compared, matched or not, so the time taken does not say which one matched.
    for (const candidate of candidates) matched = constantTimeEqual(expected, candidate) || matched;
  }
  if (!matched) {
    throw new WebhookVerificationError(
      "no_matching_signature",
      "No `webhook-signature` entry matches. Is this the raw request body, byte for byte (not re-serialized JSON), " +
        "and the endpoint's current secret?",
    );
  }
  return parseEvent(body, apiVersion);
}

function parseEvent(body: Uint8Array, apiVersion: string): unknown {
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new WebhookVerificationError("invalid_payload", "The signed webhook body is not JSON.");
  }
  const event = payload as { type?: unknown; data?: unknown } | null;
  if (
    typeof event !== "object" ||
    event === null ||
    typeof event.type !== "string" ||
    typeof event.data !== "object"
  ) {
    throw new WebhookVerificationError(
      "invalid_payload",
      "The signed webhook body is not an event (`type`, `data`).",
    );
  }
  const rendered = (event as { api_version?: unknown }).api_version;
  if (typeof rendered === "string" && rendered !== apiVersion) {
    // Typing a v1 payload as a v2 event (or back) would hand the caller fields that are not there.
    const helper = rendered === "v1" ? '"@sms-api/client"' : `"@sms-api/client/${rendered}"`;
    throw new WebhookVerificationError(
      "api_version_mismatch",
      `The signature is valid, but the event is rendered for API ${rendered}, not ${apiVersion}: the endpoint is ` +
        `pinned to ${rendered}. Verify it with verifyWebhook from ${helper}, or set the endpoint's api_version to ` +
        `${apiVersion} (PATCH the webhook) to receive ${apiVersion} events.`,
    );
  }
  return payload;
}
