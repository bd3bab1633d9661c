import type { ApiVersion, MessageEventData, TestEventData } from "../model.js";

/** Whose endpoints: every read and write is limited to one account and one key mode. */
export interface Owner {
  /** The account the endpoints belong to. */
  account_id: string;
  /** The key mode (`test` or `live`); endpoints of one mode are invisible to the other. */
  mode: string;
}

/** A webhook endpoint as the API shows it. */
export interface WebhookEndpoint {
  /** Identifier of the endpoint. */
  webhook_id: string;
  /** Where deliveries are POSTed. */
  url: string;
  /** Subscribed event types, or `["*"]`. */
  events: string[];
  /** The API version its events are rendered and signed in. */
  api_version: ApiVersion;
  /** The customer's note, or `null`. */
  description: string | null;
  /** Whether deliveries are sent. */
  enabled: boolean;
  /** Why we disabled it (a 410, or 5 days of failure), or `null`. */
  disabled_reason: "gone" | "failing" | null;
  /** When it was registered. */
  created_at: string;
}

/** An endpoint with its signing secret: only the answers of create and rotate-secret. */
export type WebhookEndpointWithSecret = WebhookEndpoint & { secret: string };

/** Fields of a new endpoint. */
export interface NewEndpoint {
  /** Where deliveries go; already checked against the URL policy. */
  url: string;
  /** Subscribed event types, or `["*"]`. */
  events: string[];
  /** Optional note; stored as `null` when absent. */
  description?: string;
  /** Starts enabled unless `false`. */
  enabled?: boolean;
  /** The version its events are rendered in; absent: `v1`, the version of every endpoint before v2. */
  api_version?: ApiVersion;
}

/** Changes to an endpoint; absent fields stay, `description: null` clears it. */
export interface EndpointChanges {
  /** New URL; already checked against the URL policy. */
  url?: string;
  /** New subscription, replacing the old one. */
  events?: string[];
  /** New note, or `null` to clear it. */
  description?: string | null;
  /** `true` re-enables an endpoint we disabled and clears its `disabled_reason`. */
  enabled?: boolean;
  /** Render its events in this version from the next attempt on. */
  api_version?: ApiVersion;
}

/** The stored event a delivery carries. */
export interface StoredEvent {
  /** Identifier of the event; sent as `webhook-id`, the same on every attempt. */
  event_id: string;
  /** The event type as stored, such as `sms.delivered`. */
  type: string;
  /** When the event happened. */
  created_at: string;
  /** The event's stored data, version-neutral. */
  data: MessageEventData | TestEventData;
}

/** A delivery that is due, with what its attempt needs. */
export interface DueDelivery extends StoredEvent {
  /** Identifier of the delivery row (one per event and endpoint). */
  delivery_id: string;
  /** The endpoint it goes to. */
  webhook_id: string;
  /** Attempts made so far; the retry schedule is indexed by it. */
  attempts: number;
  /** The endpoint's URL as of the claim, checked against the URL policy again before sending. */
  url: string;
  /** The endpoint's version as of the claim: the attempt's body is rendered in it. */
  api_version: ApiVersion;
  /** The current secret first, then every replaced one still in its 24 h overlap, newest first. */
  secrets: string[];
}

/** A due delivery claimed by one worker: only the holder of `lease_token` sends it and records the outcome. */
export interface ClaimedDelivery extends DueDelivery {
  /** Proves the claim is still ours when the outcome is recorded. */
  lease_token: string;
  /** When the claim runs out and another worker may take the delivery over. */
  lease_until: string;
}

/** The result of one delivery attempt. */
export interface AttemptOutcome {
  /** HTTP status, or `null` when no response arrived. */
  status_code: number | null;
  /** Milliseconds from the start until the response ended or the attempt failed. */
  latency_ms: number;
  /** Why the attempt did not succeed, or `null` on a 2xx. */
  error: string | null;
  /** Delay asked for by `Retry-After` on a 429 or 503, in milliseconds. */
  retry_after_ms: number | null;
}

/** What to do with a delivery after an attempt, decided by the worker. */
export interface AttemptDecision {
  /** `pending` with `next_attempt_at`, or a final state. */
  state: "pending" | "succeeded" | "failed";
  /** When to try again; `null` keeps the stored time (final states). */
  next_attempt_at: string | null;
  /** Disable the endpoint for this reason (after a 410, or 5 days of failure). */
  disable: "gone" | "failing" | null;
}

/** One recorded attempt. */
export interface AttemptRecord {
  /** Its number, from 1. */
  attempt: number;
  /** When it was made. */
  attempted_at: string;
  /** HTTP status, or `null` when no response arrived. */
  status_code: number | null;
  /** Milliseconds until the response ended or the attempt failed. */
  latency_ms: number;
  /** Why it did not succeed, or `null` on a 2xx. */
  error: string | null;
}
