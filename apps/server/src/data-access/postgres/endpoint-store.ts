import type { ApiVersion } from "../../domain/model.js";
import type { EndpointStore } from "../../domain/ports.js";
import type {
  EndpointChanges,
  NewEndpoint,
  Owner,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "../../domain/webhooks/webhook-model.js";
import type { Sql } from "./sql-executor.js";

interface EndpointRow {
  webhook_id: string;
  url: string;
  events: string[];
  description: string | null;
  enabled: boolean;
  disabled_reason: "gone" | "failing" | null;
  api_version: ApiVersion;
  created_at: string;
}

const COLUMNS = "webhook_id, url, events, description, enabled, disabled_reason, api_version, created_at";

// PostgreSQL text cannot hold U+0000, which a description may contain (SQLite keeps it as sent). Such a
// description, or one that starts with the marker, is stored as the marker and its JSON string (which escapes
// U+0000), so every description round-trips exactly, on either engine.
const ENCODED = "\u0001";

/** The stored form of a description. */
function encodeDescription(text: string | null): string | null {
  if (text === null || !(text.includes("\u0000") || text.startsWith(ENCODED))) return text;
  return `${ENCODED}${JSON.stringify(text)}`;
}

/** A description as stored, read back. */
function decodeDescription(stored: string | null): string | null {
  return stored?.startsWith(ENCODED) ? (JSON.parse(stored.slice(ENCODED.length)) as string) : stored;
}

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    webhook_id: row.webhook_id,
    url: row.url,
    events: row.events,
    api_version: row.api_version,
    description: decodeDescription(row.description),
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    created_at: row.created_at,
  };
}

/** Webhook endpoints of each account and mode, in PostgreSQL. */
export class PgEndpointStore implements EndpointStore {
  private readonly sql: Sql;

  constructor(sql: Sql) {
    this.sql = sql;
  }

  /** Registers an endpoint with the given id and secret. */
  async create(
    owner: Owner,
    input: NewEndpoint & { webhook_id: string; secret: string; nowIso: string },
  ): Promise<WebhookEndpointWithSecret> {
    const row = await this.sql.row<EndpointRow>(
      `INSERT INTO webhook_endpoints (webhook_id, account_id, mode, url, events, description, enabled, secret,
         created_at, updated_at, api_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10) RETURNING ${COLUMNS}`,
      [
        input.webhook_id,
        owner.account_id,
        owner.mode,
        input.url,
        JSON.stringify(input.events),
        encodeDescription(input.description ?? null),
        input.enabled !== false,
        input.secret,
        input.nowIso,
        input.api_version ?? "v1",
      ],
    );
    return { ...toEndpoint(row as EndpointRow), secret: input.secret };
  }

  /** A transaction-scoped advisory lock per account and mode: concurrent registrations queue behind it. */
  async lockOwner(owner: Owner): Promise<void> {
    await this.sql.row("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [
      `webhook-endpoints:${owner.account_id}:${owner.mode}`,
    ]);
  }

  /** How many endpoints the owner has. */
  async count(owner: Owner): Promise<number> {
    const row = await this.sql.row<{ n: number }>(
      "SELECT count(*)::int AS n FROM webhook_endpoints WHERE account_id = $1 AND mode = $2",
      [owner.account_id, owner.mode],
    );
    return row?.n ?? 0;
  }

  /** The id of the owner's endpoint with exactly this URL, or undefined. */
  async findByUrl(owner: Owner, url: string): Promise<string | undefined> {
    const row = await this.sql.row<{ webhook_id: string }>(
      "SELECT webhook_id FROM webhook_endpoints WHERE account_id = $1 AND mode = $2 AND url = $3",
      [owner.account_id, owner.mode, url],
    );
    return row?.webhook_id;
  }

  /** One endpoint of the owner, or undefined (another account's or mode's endpoint is not found). */
  async get(owner: Owner, webhookId: string): Promise<WebhookEndpoint | undefined> {
    return this.read(owner, webhookId, "");
  }

  private async read(
    owner: Owner,
    webhookId: string,
    lock: "" | " FOR NO KEY UPDATE",
  ): Promise<WebhookEndpoint | undefined> {
    const row = await this.sql.row<EndpointRow>(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE webhook_id = $1 AND account_id = $2 AND mode = $3${lock}`,
      [webhookId, owner.account_id, owner.mode],
    );
    return row && toEndpoint(row);
  }

  /** A page of the owner's endpoints, newest first, starting after `after` (a webhook_id). */
  async list(
    owner: Owner,
    limit: number,
    after?: string,
  ): Promise<{ items: WebhookEndpoint[]; last: string | null }> {
    const rows = await this.sql.rows<EndpointRow>(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE account_id = $1 AND mode = $2 AND webhook_id < $3
       ORDER BY webhook_id DESC LIMIT $4`,
      [owner.account_id, owner.mode, after ?? "whk_~", limit + 1],
    );
    const items = rows.slice(0, limit).map(toEndpoint);
    return { items, last: rows.length > limit ? (items.at(-1)?.webhook_id ?? null) : null };
  }

  /** Applies changes; re-enabling clears `disabled_reason` and makes the parked deliveries due at once. */
  async update(
    owner: Owner,
    webhookId: string,
    changes: EndpointChanges,
    at: string,
  ): Promise<WebhookEndpoint | undefined> {
    // Locked, so the merge below starts from the row a concurrent change left.
    const current = await this.read(owner, webhookId, " FOR NO KEY UPDATE");
    if (!current) return undefined;
    const enabled = changes.enabled ?? current.enabled;
    const reEnabled = enabled && !current.enabled;
    const row = await this.sql.row<EndpointRow>(
      `UPDATE webhook_endpoints SET url = $1, events = $2, description = $3, enabled = $4, disabled_reason = $5,
         failing_since = CASE WHEN $6 THEN NULL ELSE failing_since END, updated_at = $7, api_version = $9
       WHERE webhook_id = $8 RETURNING ${COLUMNS}`,
      [
        changes.url ?? current.url,
        JSON.stringify(changes.events ?? current.events),
        encodeDescription(changes.description === undefined ? current.description : changes.description),
        enabled,
        enabled ? null : current.disabled_reason,
        reEnabled,
        at,
        webhookId,
        changes.api_version ?? current.api_version,
      ],
    );
    if (reEnabled) {
      await this.sql.run(
        "UPDATE webhook_deliveries SET next_attempt_at = $1 WHERE webhook_id = $2 AND state = 'pending'",
        [at, webhookId],
      );
    }
    return row && toEndpoint(row);
  }

  /** Deletes an endpoint with its deliveries; false when it was not found. */
  async delete(owner: Owner, webhookId: string): Promise<boolean> {
    const deleted = await this.sql.run(
      "DELETE FROM webhook_endpoints WHERE webhook_id = $1 AND account_id = $2 AND mode = $3",
      [webhookId, owner.account_id, owner.mode],
    );
    return deleted > 0;
  }

  /**
   * Issues a new secret; the current one keeps signing until `overlapUntil`. Every replaced secret keeps its
   * own overlap, so two rotations within it leave three secrets signing for a while.
   */
  async rotateSecret(
    owner: Owner,
    webhookId: string,
    secret: string,
    now: string,
    overlapUntil: string,
  ): Promise<WebhookEndpointWithSecret | undefined> {
    const current = await this.read(owner, webhookId, " FOR NO KEY UPDATE");
    if (!current) return undefined;
    await this.sql.run("DELETE FROM webhook_secrets WHERE webhook_id = $1 AND expires_at <= $2", [
      webhookId,
      now,
    ]);
    await this.sql.run(
      `INSERT INTO webhook_secrets (webhook_id, secret, expires_at)
       SELECT webhook_id, secret, $1 FROM webhook_endpoints WHERE webhook_id = $2`,
      [overlapUntil, webhookId],
    );
    await this.sql.run("UPDATE webhook_endpoints SET secret = $1, updated_at = $2 WHERE webhook_id = $3", [
      secret,
      now,
      webhookId,
    ]);
    return { ...current, secret };
  }
}
