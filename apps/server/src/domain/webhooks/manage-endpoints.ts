import { monotonicFactory } from "ulid";
import { DomainError } from "../errors.js";
import { newEventId } from "../ids.js";
import type { EventRecord, Mode } from "../model.js";
import type { Clock, Notifier, Storage } from "../ports.js";
import { generateSecret } from "./signature.js";
import { checkWebhookUrl, type UrlPolicy } from "./url-safety.js";
import type {
  EndpointChanges,
  NewEndpoint,
  Owner,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "./webhook-model.js";

const ulid = monotonicFactory();

/** How long the replaced secret still signs deliveries after a rotation (api-v1.md §9). */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** The fixed text of every `webhook.test` event. */
export const TEST_EVENT_MESSAGE = "This is a test event from the SMS API.";

/** What the endpoint use cases use. */
export interface EndpointDeps {
  /** Storage of endpoints, events and deliveries. */
  storage: Storage;
  /** Wakes the webhook dispatcher after a test event or a re-enable. */
  notifier: Notifier;
  /** Which endpoint URLs are accepted. */
  policy: UrlPolicy;
  /** Clock; defaults to the system clock. */
  now?: Clock;
}

function notFound(webhookId: string): DomainError {
  return new DomainError(
    "webhook_not_found",
    `No webhook endpoint '${webhookId}' exists for this account and mode.`,
    { addressed: true },
  );
}

/** `["sms.sent", "sms.sent"]` is stored once; order is kept. */
function uniqueEvents(events: string[]): string[] {
  return [...new Set(events)];
}

/**
 * The webhook endpoint use cases: rules the schema cannot say (URL safety, ownership) and what each
 * change sets in motion. Every read and write is limited to the owner's account and mode.
 */
export class WebhookEndpoints {
  constructor(private readonly deps: EndpointDeps) {}

  private now(): Date {
    return (this.deps.now ?? (() => new Date()))();
  }

  private async requireAllowedUrl(url: string): Promise<void> {
    const verdict = await checkWebhookUrl(url, this.deps.policy);
    if (!verdict.ok) throw new DomainError("webhook_url_not_allowed", verdict.reason);
  }

  /** Registers an endpoint with a fresh secret (shown only in this answer and on rotation). */
  async create(owner: Owner, input: NewEndpoint): Promise<WebhookEndpointWithSecret> {
    await this.requireAllowedUrl(input.url);
    const nowIso = this.now().toISOString();
    return this.deps.storage.transaction((tx) =>
      tx.endpoints.create(owner, {
        ...input,
        events: uniqueEvents(input.events),
        webhook_id: `whk_${ulid()}`,
        secret: generateSecret(),
        nowIso,
      }),
    );
  }

  /** One endpoint; `webhook_not_found` otherwise. */
  async get(owner: Owner, webhookId: string): Promise<WebhookEndpoint> {
    const endpoint = await this.deps.storage.read.endpoints.get(owner, webhookId);
    if (!endpoint) throw notFound(webhookId);
    return endpoint;
  }

  /** A page of the owner's endpoints, newest first. */
  list(
    owner: Owner,
    limit: number,
    after?: string,
  ): Promise<{ items: WebhookEndpoint[]; last: string | null }> {
    return this.deps.storage.read.endpoints.list(owner, limit, after);
  }

  /** Applies changes (a new URL is checked first); re-enabling sends the parked deliveries at once. */
  async update(owner: Owner, webhookId: string, changes: EndpointChanges): Promise<WebhookEndpoint> {
    await this.get(owner, webhookId);
    if (changes.url !== undefined) await this.requireAllowedUrl(changes.url);
    const nowIso = this.now().toISOString();
    const updated = await this.deps.storage.transaction((tx) =>
      tx.endpoints.update(
        owner,
        webhookId,
        { ...changes, ...(changes.events ? { events: uniqueEvents(changes.events) } : {}) },
        nowIso,
      ),
    );
    if (!updated) throw notFound(webhookId);
    if (changes.enabled) this.deps.notifier.publish("deliveries");
    return updated;
  }

  /** Deletes an endpoint and its pending deliveries. */
  async delete(owner: Owner, webhookId: string): Promise<void> {
    const deleted = await this.deps.storage.transaction((tx) => tx.endpoints.delete(owner, webhookId));
    if (!deleted) throw notFound(webhookId);
  }

  /** Issues a new secret; the replaced one keeps signing (as a further signature) for 24 h. */
  async rotateSecret(owner: Owner, webhookId: string): Promise<WebhookEndpointWithSecret> {
    const now = this.now();
    const rotated = await this.deps.storage.transaction((tx) =>
      tx.endpoints.rotateSecret(
        owner,
        webhookId,
        generateSecret(),
        now.toISOString(),
        new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString(),
      ),
    );
    if (!rotated) throw notFound(webhookId);
    return rotated;
  }

  /** Writes a `webhook.test` event and queues it for this endpoint only, in one transaction. */
  async sendTestEvent(owner: Owner & { mode: Mode }, webhookId: string): Promise<EventRecord> {
    const endpoint = await this.get(owner, webhookId);
    const event: EventRecord = {
      event_id: newEventId(),
      account_id: owner.account_id,
      mode: owner.mode,
      type: "webhook.test",
      message_id: null,
      created_at: this.now().toISOString(),
      data: { webhook_id: endpoint.webhook_id, message: TEST_EVENT_MESSAGE },
    };
    // The event and its one delivery commit together, so the test event is never listed but not sent.
    await this.deps.storage.transaction(async (tx) => {
      await tx.events.insert(event);
      await tx.deliveries.enqueue(event.event_id, endpoint.webhook_id, event.created_at);
    });
    this.deps.notifier.publish("deliveries");
    return event;
  }
}
