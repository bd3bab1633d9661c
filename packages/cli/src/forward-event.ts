import { randomBytes } from "node:crypto";
import { type Event, signWebhook } from "@sms-api/client";

/** A new session signing secret: `whsec_` and 24 random bytes in base64, the form the API gives endpoints. */
export function newSessionSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/** What the local endpoint answered, or why it did not. */
export interface ForwardResult {
  /** HTTP status of the answer; undefined when there was none. */
  status: number | undefined;
  /** Why there was no answer (connection refused, timeout). */
  error: string | undefined;
  /** Milliseconds from sending to the answer's headers (or the failure). */
  latencyMs: number;
}

/** The webhook body of an event: the bytes a real delivery sends (the spec's `webhooks` payload). */
export function webhookBody(event: Event): string {
  return JSON.stringify({
    type: event.type,
    timestamp: event.created_at,
    api_version: "v1",
    data: event.data,
  });
}

/**
 * POSTs one event to `url` as a real delivery does: the same body, `Content-Type` and `User-Agent`, and the
 * Standard Webhooks headers signed with `secret` (`webhook-id` is the event id). Sent once: a failure is
 * reported to the caller, never retried, so a broken endpoint cannot stall the session.
 */
export async function forwardEvent(
  event: Event,
  url: string,
  secret: string,
  timeoutMs: number,
): Promise<ForwardResult> {
  const body = webhookBody(event);
  const signed = await signWebhook({ id: event.event_id, body, secret });
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { ...signed.headers, "content-type": "application/json", "user-agent": "sms-api-webhooks/1" },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const latencyMs = Math.round(performance.now() - started);
    await response.body?.cancel();
    return { status: response.status, error: undefined, latencyMs };
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    return {
      status: undefined,
      error: cause?.message ?? (error as Error).message,
      latencyMs: Math.round(performance.now() - started),
    };
  }
}
