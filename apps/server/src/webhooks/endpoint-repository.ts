import { monotonicFactory } from "ulid";
import type { Database } from "../data-access/database.js";
import { generateSecret } from "./signature.js";

const ulid = monotonicFactory();

/** How long the replaced secret still signs deliveries after a rotation (api-v1.md §9). */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** A webhook endpoint as the API shows it (wire names). */
export interface WebhookEndpoint {
  /** Identifier of the endpoint. */
  webhook_id: string;
  /** Where deliveries are POSTed. */
  url: string;
  /** Subscribed event types, or `["*"]`. */
  events: string[];
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

/** Whose endpoints: every read and write is limited to one account and one key mode. */
export interface Owner {
  /** The account the endpoints belong to. */
  account_id: string;
  /** The key mode (`test` or `live`); endpoints of one mode are invisible to the other. */
  mode: string;
}

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
}

interface EndpointRow {
  webhook_id: string;
  url: string;
  events: string;
  description: string | null;
  enabled: number;
  disabled_reason: "gone" | "failing" | null;
  created_at: string;
}

const COLUMNS = "webhook_id, url, events, description, enabled, disabled_reason, created_at";

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    webhook_id: row.webhook_id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    description: row.description,
    enabled: row.enabled === 1,
    disabled_reason: row.disabled_reason,
    created_at: row.created_at,
  };
}

/** Webhook endpoints of each account and mode, in the server's database. */
export class EndpointRepository {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Registers an endpoint with a fresh secret. */
  create(owner: Owner, input: NewEndpoint): WebhookEndpointWithSecret {
    const at = new Date(this.now()).toISOString();
    const webhook_id = `whk_${ulid()}`;
    const secret = generateSecret();
    this.db.run(
      `INSERT INTO webhook_endpoints (webhook_id, account_id, mode, url, events, description, enabled, secret, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      webhook_id,
      owner.account_id,
      owner.mode,
      input.url,
      JSON.stringify(input.events),
      input.description ?? null,
      input.enabled === false ? 0 : 1,
      secret,
      at,
      at,
    );
    return { ...(this.get(owner, webhook_id) as WebhookEndpoint), secret };
  }

  /** One endpoint of the owner, or undefined (another account's or mode's endpoint is not found). */
  get(owner: Owner, webhook_id: string): WebhookEndpoint | undefined {
    const row = this.db.get<EndpointRow>(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE webhook_id = ? AND account_id = ? AND mode = ?`,
      webhook_id,
      owner.account_id,
      owner.mode,
    );
    return row && toEndpoint(row);
  }

  /** A page of the owner's endpoints, newest first, starting after `after` (a webhook_id). */
  list(owner: Owner, limit: number, after?: string): { items: WebhookEndpoint[]; last: string | null } {
    const rows = this.db.all<EndpointRow>(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE account_id = ? AND mode = ? AND webhook_id < ?
       ORDER BY webhook_id DESC LIMIT ?`,
      owner.account_id,
      owner.mode,
      after ?? "whk_~",
      limit + 1,
    );
    const items = rows.slice(0, limit).map(toEndpoint);
    return { items, last: rows.length > limit ? (items.at(-1)?.webhook_id ?? null) : null };
  }

  /** Applies changes; re-enabling clears `disabled_reason` and sends the parked deliveries at once. */
  update(owner: Owner, webhook_id: string, changes: EndpointChanges): WebhookEndpoint | undefined {
    return this.db.transaction(() => {
      const current = this.get(owner, webhook_id);
      if (!current) return undefined;
      const at = new Date(this.now()).toISOString();
      const enabled = changes.enabled ?? current.enabled;
      const reEnabled = enabled && !current.enabled;
      this.db.run(
        `UPDATE webhook_endpoints SET url = ?, events = ?, description = ?, enabled = ?,
           disabled_reason = ?, failing_since = CASE WHEN ? THEN NULL ELSE failing_since END, updated_at = ?
         WHERE webhook_id = ?`,
        changes.url ?? current.url,
        JSON.stringify(changes.events ?? current.events),
        changes.description === undefined ? current.description : changes.description,
        enabled ? 1 : 0,
        enabled ? null : current.disabled_reason,
        reEnabled ? 1 : 0,
        at,
        webhook_id,
      );
      if (reEnabled) {
        this.db.run(
          "UPDATE webhook_deliveries SET next_attempt_at = ? WHERE webhook_id = ? AND state = 'pending'",
          at,
          webhook_id,
        );
      }
      return this.get(owner, webhook_id);
    });
  }

  /** Deletes an endpoint with its pending deliveries; false when it was not found. */
  delete(owner: Owner, webhook_id: string): boolean {
    return (
      this.db.run(
        "DELETE FROM webhook_endpoints WHERE webhook_id = ? AND account_id = ? AND mode = ?",
        webhook_id,
        owner.account_id,
        owner.mode,
      ) > 0
    );
  }

  /**
   * Issues a new secret; the current one keeps signing (as a further signature) for 24 h. Every replaced
   * secret keeps its own 24 h, so two rotations within a day leave three secrets signing for a while.
   */
  rotateSecret(owner: Owner, webhook_id: string): WebhookEndpointWithSecret | undefined {
    return this.db.transaction(() => {
      const current = this.get(owner, webhook_id);
      if (!current) return undefined;
      const now = new Date(this.now()).toISOString();
      const secret = generateSecret();
      this.db.run("DELETE FROM webhook_secrets WHERE webhook_id = ? AND expires_at <= ?", webhook_id, now);
      this.db.run(
        `INSERT INTO webhook_secrets (webhook_id, secret, expires_at)
         SELECT webhook_id, secret, ? FROM webhook_endpoints WHERE webhook_id = ?`,
        new Date(this.now() + ROTATION_OVERLAP_MS).toISOString(),
        webhook_id,
      );
      this.db.run(
        "UPDATE webhook_endpoints SET secret = ?, updated_at = ? WHERE webhook_id = ?",
        secret,
        now,
        webhook_id,
      );
      return { ...current, secret };
    });
  }
}
