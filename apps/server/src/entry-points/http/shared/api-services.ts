import type { CredentialCache } from "../../../domain/accounts/credential-cache.js";
import type { MessageLifecycle } from "../../../domain/messages/message-lifecycle.js";
import type { SendUseCase } from "../../../domain/messages/send-message.js";
import type { Clock, Notifier, Storage } from "../../../domain/ports.js";
import type { TokenLeases } from "../../../domain/token-leases.js";
import type { WebhookEndpoints } from "../../../domain/webhooks/manage-endpoints.js";
import type { EventStreams } from "./event-streams.js";

/** What the HTTP routes of every API version use: the domain's use cases over the chosen adapters. */
export interface ApiServices {
  /** Storage behind the ports. */
  storage: Storage;
  /** Wake-ups to the worker role. */
  notifier: Notifier;
  /** Keys and accounts by key hash, kept for a second. */
  credentials: CredentialCache;
  /** Keys' rate limits: tokens leased from the shared buckets. */
  rateLimits: TokenLeases;
  /**
   * The send use case: run in this process, or handed to the SQLite writer process (which renders the answer
   * with the same `render` of `wire/send-answer.ts`, by the request's version).
   */
  send: SendUseCase;
  /** Status changes a request makes (cancel). */
  lifecycle: MessageLifecycle;
  /** Webhook endpoint use cases. */
  webhooks: WebhookEndpoints;
  /** The open `GET /v1/events/stream` responses: the per-key limit, and their end at shutdown. */
  eventStreams: EventStreams;
  /** Clock; defaults to the system clock. */
  now?: Clock;
}
