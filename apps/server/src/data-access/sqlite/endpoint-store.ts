import type { ApiVersion } from "../../domain/model.js";
import type { EndpointStore } from "../../domain/ports.js";
import type {
  EndpointChanges,
  NewEndpoint,
  Owner,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "../../domain/webhooks/webhook-model.js";
import type { Database } from "./database.js";

interface EndpointRow {
  webhook_id: string;
  url: string;
  events: string;
  description: string | null;
  enabled: number;
  disabled_reason: "gone" | "failing" | null;
  api_version: ApiVersion;
  created_at: string;
}

const COLUMNS = "webhook_id, url, events, description, enabled, disabled_reason, api_version, created_at";

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    webhook_id: row.webhook_id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    api_version: row.api_version,
    description: row.description,
    enabled: row.enabled === 1,
    disabled_reason: row.disabled_reason,
    created_at: row.created_at,
  };
}

/** Webhook endpoints of each account and mode, in SQLite. */
export class SqliteEndpointStore implements EndpointStore {
  constructor(private readonly db: Database) {}

  /** Registers an endpoint with the given id and secret. */
  async create(
    owner: Owner,
    input: NewEndpoint & { webhook_id: string; secret: string; nowIso: string },
  ): Promise<WebhookEndpointWithSecret> {
    const { webhook_id, secret, nowIso: at } = input;
    this.db.run(
      `INSERT INTO webhook_endpoints (webhook_id, account_id, mode, url, events, description, enabled, secret, api_version,
         created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      webhook_id,
      owner.account_id,
      owner.mode,
      input.url,
      JSON.stringify(input.events),
      input.description ?? null,
      input.enabled === false ? 0 : 1,
      secret,
      input.api_version ?? "v1",
      at,
      at,
    );
    return { ...(this.read(owner, webhook_id) as WebhookEndpoint), secret };
  }

  /** Nothing to take: SQLite runs one write transaction at a time, so the checks and write never interleave. */
  async lockOwner(_owner: Owner): Promise<void> {}

  /** How many endpoints the owner has. */
  async count(owner: Owner): Promise<number> {
    const row = this.db.get<{ n: number }>(
      "SELECT count(*) AS n FROM webhook_endpoints WHERE account_id = ? AND mode = ?",
      owner.account_id,
      owner.mode,
    );
    return row?.n ?? 0;
  }

  /** The id of the owner's endpoint with exactly this URL, or undefined. */
  async findByUrl(owner: Owner, url: string): Promise<string | undefined> {
    return this.db.get<{ webhook_id: string }>(
      "SELECT webhook_id FROM webhook_endpoints WHERE account_id = ? AND mode = ? AND url = ?",
      owner.account_id,
      owner.mode,
      url,
    )?.webhook_id;
  }

  /** One endpoint of the owner, or undefined (another account's or mode's endpoint is not found). */
  async get(owner: Owner, webhook_id: string): Promise<WebhookEndpoint | undefined> {
    return this.read(owner, webhook_id);
  }

  private read(owner: Owner, webhook_id: string): WebhookEndpoint | undefined {
    const row = this.db.get<EndpointRow>(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE webhook_id = ? AND account_id = ? AND mode = ?`,
      webhook_id,
      owner.account_id,
      owner.mode,
    );
    return row && toEndpoint(row);
  }

  /** A page of the owner's endpoints, newest first, starting after `after` (a webhook_id). */
  async list(
    owner: Owner,
    limit: number,
    after?: string,
  ): Promise<{ items: WebhookEndpoint[]; last: string | null }> {
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
  async update(
    owner: Owner,
    webhook_id: string,
    changes: EndpointChanges,
    at: string,
  ): Promise<WebhookEndpoint | undefined> {
    return this.db.transaction(() => {
      const current = this.read(owner, webhook_id);
      if (!current) return undefined;
      const enabled = changes.enabled ?? current.enabled;
      const reEnabled = enabled && !current.enabled;
      this.db.run(
        `UPDATE webhook_endpoints SET url = ?, events = ?, description = ?, enabled = ?,
           disabled_reason = ?, failing_since = CASE WHEN ? THEN NULL ELSE failing_since END, api_version = ?,
           updated_at = ?
         WHERE webhook_id = ?`,
        changes.url ?? current.url,
        JSON.stringify(changes.events ?? current.events),
        changes.description === undefined ? current.description : changes.description,
        enabled ? 1 : 0,
        enabled ? null : current.disabled_reason,
        reEnabled ? 1 : 0,
        changes.api_version ?? current.api_version,
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
      return this.read(owner, webhook_id);
    });
  }

  /** Deletes an endpoint with its pending deliveries; false when it was not found. */
  async delete(owner: Owner, webhook_id: string): Promise<boolean> {
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
  async rotateSecret(
    owner: Owner,
    webhook_id: string,
    secret: string,
    now: string,
    overlapUntil: string,
  ): Promise<WebhookEndpointWithSecret | undefined> {
    return this.db.transaction(() => {
      const current = this.read(owner, webhook_id);
      if (!current) return undefined;
      this.db.run("DELETE FROM webhook_secrets WHERE webhook_id = ? AND expires_at <= ?", webhook_id, now);
      this.db.run(
        `INSERT INTO webhook_secrets (webhook_id, secret, expires_at)
         SELECT webhook_id, secret, ? FROM webhook_endpoints WHERE webhook_id = ?`,
        overlapUntil,
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
