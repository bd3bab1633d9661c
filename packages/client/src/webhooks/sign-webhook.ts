import { base64Encode, bodyBytes, computeSignature, hmacKey } from "./signature.js";

/** What `signWebhook` signs. */
export interface SignWebhookInput {
  /** The event id, sent as `webhook-id` (`evt_…`). */
  id: string;
  /** The body: a string or bytes are signed as they are, anything else as its `JSON.stringify`. */
  body: string | Uint8Array | object;
  /** One secret, or several to sign as a server does during a rotation. */
  secret: string | readonly string[];
  /** Signing time; default now. */
  timestamp?: Date;
}

/** A signed delivery: send `body` with `headers`. */
export interface SignedWebhook {
  body: string | Uint8Array;
  headers: { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string };
}

/** Signs a payload the way the API signs deliveries, so receivers can test their endpoint. */
export async function signWebhook(input: SignWebhookInput): Promise<SignedWebhook> {
  const body =
    typeof input.body === "string" || input.body instanceof Uint8Array
      ? input.body
      : JSON.stringify(input.body);
  const timestamp = String(Math.floor((input.timestamp ?? new Date()).getTime() / 1000));
  const secrets = typeof input.secret === "string" ? [input.secret] : [...input.secret];
  const signatures: string[] = [];
  for (const secret of secrets) {
    const signature = await computeSignature(hmacKey(secret), input.id, timestamp, bodyBytes(body));
    signatures.push(`v1,${base64Encode(signature)}`);
  }
  return {
    body,
    headers: {
      "webhook-id": input.id,
      "webhook-timestamp": timestamp,
      "webhook-signature": signatures.join(" "),
    },
  };
}
