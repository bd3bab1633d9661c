import { WebhookVerificationError } from "./webhook-verification-error.js";

const encoder = new TextEncoder();

/** The raw bytes of a request body given as text or bytes. */
export function bodyBytes(body: string | Uint8Array | ArrayBuffer): Uint8Array {
  if (typeof body === "string") return encoder.encode(body);
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new WebhookVerificationError(
    "invalid_body",
    "The webhook body must be the raw request body (a string, Buffer, Uint8Array or ArrayBuffer), not a parsed " +
      "object: in Express use express.raw({ type: 'application/json' }) on this route.",
  );
}

/** The key bytes of a Standard Webhooks secret (`whsec_` + base64). */
export function secretBytes(secret: string): Uint8Array {
  const encoded = typeof secret === "string" ? secret.replace(/^whsec_/, "") : "";
  const bytes = encoded === "" ? undefined : base64Decode(encoded);
  if (bytes === undefined || bytes.length === 0) {
    // The secret itself never goes into the message: errors end up in logs.
    throw new WebhookVerificationError(
      "invalid_secret",
      "The webhook secret is not a Standard Webhooks secret (`whsec_` followed by base64).",
    );
  }
  return bytes;
}

/** Most secrets whose imported keys are kept; the cache starts over when full. */
const MAX_CACHED_KEYS = 64;

// Importing a key costs about as much as the signature itself, and a receiver verifies every delivery of
// an endpoint with the same secret.
const hmacKeys = new Map<string, Promise<CryptoKey>>();

/** The Web Crypto HMAC key of a secret, imported once; throws `invalid_secret` at once for a malformed one. */
export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey(
      "raw",
      secretBytes(secret) as BufferSource,
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    // A failed import is not kept, and is never an unhandled rejection when a check throws before it is awaited.
    key.catch(() => hmacKeys.delete(secret));
    if (hmacKeys.size >= MAX_CACHED_KEYS) hmacKeys.clear();
    hmacKeys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA256 over `{id}.{timestamp}.{body}` with Web Crypto, as Standard Webhooks defines it. */
export async function computeSignature(
  key: Promise<CryptoKey>,
  id: string,
  timestamp: string,
  body: Uint8Array,
): Promise<Uint8Array> {
  const prefix = encoder.encode(`${id}.${timestamp}.`);
  const content = new Uint8Array(prefix.length + body.length);
  content.set(prefix, 0);
  content.set(body, prefix.length);
  return new Uint8Array(await crypto.subtle.sign("HMAC", await key, content as BufferSource));
}

/** Compares two byte strings in time that depends only on their length, which is not secret. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** Standard base64 of bytes. */
export function base64Encode(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Bytes of a standard base64 string, or undefined when it is not base64. */
export function base64Decode(text: string): Uint8Array | undefined {
  try {
    const binary = atob(text);
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}
