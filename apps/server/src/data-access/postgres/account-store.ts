import type { AccountSetup } from "../../domain/accounts/account-setup.js";
import { newLedgerEntryId } from "../../domain/ids.js";
import type { Account, ApiKeyRecord, Mode, Template } from "../../domain/model.js";
import type { AccountStore } from "../../domain/ports.js";
import { insertMissingSlots } from "./balance-slots.js";
import type { Sql } from "./sql-executor.js";

interface AccountRow {
  account_id: string;
  name: string;
  billing: string;
  allowed_countries: string[];
  allowed_categories: string[];
  credit_rates: Record<string, number>;
  recipient_cap_max: number;
  recipient_cap_window_seconds: number;
  webhook_endpoint_limit: number;
}

interface KeyRow {
  key_hash: string;
  account_id: string;
  mode: string;
  scopes: string[];
  status: string;
  ip_allowlist: string[];
  send_per_second: number;
  default_per_second: number;
}

/** The columns of an AccountRow, named: a prepared `SELECT *` would fail once a migration adds a column. */
const ACCOUNT_COLUMNS =
  "account_id, name, billing, allowed_countries, allowed_categories, credit_rates, recipient_cap_max, recipient_cap_window_seconds, webhook_endpoint_limit";
/** The columns of a KeyRow, named. */
const KEY_COLUMNS =
  "key_hash, account_id, mode, scopes, status, ip_allowlist, send_per_second, default_per_second";

interface TemplateRow {
  template_id: string;
  name: string;
  body: string;
  variable_count: number;
  category: string;
  status: string;
  max_variable_length: number;
  dlt: Template["dlt"];
  created_at: string;
}

const TEMPLATE_COLUMNS =
  "template_id, name, body, variable_count, category, status, max_variable_length, dlt, created_at";

/** Accounts, keys and templates (synced from the fixture) and their reads, in PostgreSQL. */
export class PgAccountStore implements AccountStore {
  private readonly sql: Sql;

  constructor(sql: Sql) {
    this.sql = sql;
  }

  /**
   * Makes the database match the configured accounts: accounts, keys and templates are upserted (keys not
   * listed are removed); each mode's opening balance is granted once, the first time the account is seen.
   */
  async sync(accounts: readonly AccountSetup[], now: string): Promise<void> {
    // Instances starting together sync one after the other: under READ COMMITTED two concurrent syncs would
    // each delete the old keys and then both insert the new ones (a duplicate key).
    await this.sql.row("SELECT pg_advisory_xact_lock(hashtextextended('fixture-sync', 0))");
    await this.sql.run("DELETE FROM api_keys");
    for (const { account: a, balances, keys, templates } of accounts) {
      await this.sql.run(
        `INSERT INTO accounts (account_id, name, billing, allowed_countries, allowed_categories, credit_rates,
           recipient_cap_max, recipient_cap_window_seconds, webhook_endpoint_limit) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (account_id) DO UPDATE SET name = excluded.name, billing = excluded.billing,
           allowed_countries = excluded.allowed_countries, allowed_categories = excluded.allowed_categories,
           credit_rates = excluded.credit_rates, recipient_cap_max = excluded.recipient_cap_max,
           recipient_cap_window_seconds = excluded.recipient_cap_window_seconds,
           webhook_endpoint_limit = excluded.webhook_endpoint_limit`,
        [
          a.account_id,
          a.name,
          a.billing,
          JSON.stringify(a.allowed_countries),
          JSON.stringify(a.allowed_categories),
          JSON.stringify(a.credit_rates),
          a.recipient_cap_max,
          a.recipient_cap_window_seconds,
          a.webhook_endpoint_limit,
        ],
      );
      for (const k of keys) {
        await this.sql.run(
          `INSERT INTO api_keys (key_hash, account_id, mode, scopes, status, ip_allowlist, send_per_second,
             default_per_second) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            k.key_hash,
            a.account_id,
            k.mode,
            JSON.stringify(k.scopes),
            k.status,
            JSON.stringify(k.ip_allowlist),
            k.send_per_second,
            k.default_per_second,
          ],
        );
      }
      for (const t of templates) {
        await this.sql.run(
          `INSERT INTO templates (account_id, template_id, name, body, variable_count, category, status,
             max_variable_length, dlt, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (account_id, template_id) DO UPDATE SET name = excluded.name, body = excluded.body,
             variable_count = excluded.variable_count, category = excluded.category, status = excluded.status,
             max_variable_length = excluded.max_variable_length, dlt = excluded.dlt`,
          [
            a.account_id,
            t.template_id,
            t.name,
            t.body,
            t.variable_count,
            t.category,
            t.status,
            t.max_variable_length,
            t.dlt ? JSON.stringify(t.dlt) : null,
            t.created_at ?? now,
          ],
        );
      }
      for (const mode of ["test", "live"] as const) {
        // Every slot at once, the opening balance spread over them. It is granted when slot 0 is new: a
        // database migrated from one row per mode has its slot 0 already, and only gains the other slots here.
        const inserted = await insertMissingSlots(this.sql, a.account_id, mode, balances[mode]);
        if (inserted.includes(0) && balances[mode] !== 0) {
          await this.sql.run(
            `INSERT INTO ledger_entries (entry_id, account_id, mode, amount, reason, message_id, created_at)
             VALUES ($1, $2, $3, $4, 'opening_balance', NULL, $5)`,
            [newLedgerEntryId(), a.account_id, mode, balances[mode], now],
          );
        }
      }
    }
  }

  /** The key with this hash, or undefined. */
  async findKeyByHash(keyHash: string): Promise<ApiKeyRecord | undefined> {
    const r = await this.sql.row<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE key_hash = $1`, [
      keyHash,
    ]);
    if (!r) return undefined;
    return {
      key_hash: r.key_hash,
      account_id: r.account_id,
      mode: r.mode as Mode,
      scopes: r.scopes as ApiKeyRecord["scopes"],
      status: r.status as ApiKeyRecord["status"],
      ip_allowlist: r.ip_allowlist,
      send_per_second: r.send_per_second,
      default_per_second: r.default_per_second,
    };
  }

  /** An account by id, or undefined. */
  async getAccount(accountId: string): Promise<Account | undefined> {
    const r = await this.sql.row<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE account_id = $1`,
      [accountId],
    );
    if (!r) return undefined;
    return {
      account_id: r.account_id,
      name: r.name,
      billing: r.billing as Account["billing"],
      allowed_countries: r.allowed_countries,
      allowed_categories: r.allowed_categories as Account["allowed_categories"],
      credit_rates: r.credit_rates as Account["credit_rates"],
      recipient_cap_max: r.recipient_cap_max,
      recipient_cap_window_seconds: r.recipient_cap_window_seconds,
      webhook_endpoint_limit: r.webhook_endpoint_limit,
    };
  }

  /** One of the account's templates, or undefined. */
  async getTemplate(accountId: string, templateId: string): Promise<Template | undefined> {
    const r = await this.sql.row<TemplateRow>(
      `SELECT ${TEMPLATE_COLUMNS} FROM templates WHERE account_id = $1 AND template_id = $2`,
      [accountId, templateId],
    );
    return r ? toTemplate(r) : undefined;
  }

  /** A page of the account's templates, newest first, after the (created_at, template_id) position. */
  async listTemplates(
    accountId: string,
    limit: number,
    after?: { created_at: string; template_id: string },
  ): Promise<Template[]> {
    const rows = after
      ? await this.sql.rows<TemplateRow>(
          `SELECT ${TEMPLATE_COLUMNS} FROM templates
           WHERE account_id = $1 AND (created_at < $2 OR (created_at = $2 AND template_id < $3))
           ORDER BY created_at DESC, template_id DESC LIMIT $4`,
          [accountId, after.created_at, after.template_id, limit],
        )
      : await this.sql.rows<TemplateRow>(
          `SELECT ${TEMPLATE_COLUMNS} FROM templates WHERE account_id = $1
           ORDER BY created_at DESC, template_id DESC LIMIT $2`,
          [accountId, limit],
        );
    return rows.map(toTemplate);
  }
}

function toTemplate(r: TemplateRow): Template {
  return {
    template_id: r.template_id,
    name: r.name,
    body: r.body,
    variable_count: r.variable_count,
    category: r.category as Template["category"],
    status: r.status as Template["status"],
    max_variable_length: r.max_variable_length,
    dlt: r.dlt ?? null,
    created_at: r.created_at,
  };
}
