import pg from "pg";
import { DomainError, StorageUnavailableError } from "../../domain/errors.js";

/** A statement that changes rows (`FOR UPDATE` row locks of a read do not count). */
const WRITES = /\b(INSERT\s+INTO|DELETE\s+FROM|UPDATE\s+\w+(\s+\w+)?\s+SET)\b/i;

/** Runs statements on a pool (autocommit reads) or on one transaction's client. */
export class SqlExecutor {
  private readonly target: pg.Pool | pg.PoolClient;

  constructor(target: pg.Pool | pg.PoolClient) {
    this.target = target;
  }

  /** Every row of a statement. */
  async rows<T>(text: string, values: readonly unknown[] = []): Promise<T[]> {
    return (await this.query<T>(text, values)).rows;
  }

  /** The first row of a statement, or undefined. */
  async row<T>(text: string, values: readonly unknown[] = []): Promise<T | undefined> {
    return (await this.query<T>(text, values)).rows[0];
  }

  /** How many rows a write changed. */
  async run(text: string, values: readonly unknown[] = []): Promise<number> {
    return (await this.query(text, values)).rowCount ?? 0;
  }

  /**
   * Sets savepoint `name`, then runs the write `text`, in ONE round trip: the simple query protocol, which
   * takes several statements but no parameters, so each `$n` is inlined as a literal (strings escaped by pg).
   * A later `ROLLBACK TO SAVEPOINT name` undoes the write and releases the row locks it took, even those of
   * rows it waited for and then did not change. Returns how many rows the write changed.
   */
  async runAfterSavepoint(name: string, text: string, values: readonly (string | number)[]): Promise<number> {
    if (skipForNul(text, values)) return 0;
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
      const v = values[Number(n) - 1];
      if (typeof v === "number" && Number.isSafeInteger(v)) return String(v);
      if (typeof v === "string") return pg.escapeLiteral(v);
      throw new TypeError(`runAfterSavepoint: $${n} must be a safe integer or a string`);
    });
    // No values: pg sends it with the simple protocol, and answers one result per statement.
    const results = (await this.execute(`SAVEPOINT ${name}; ${inlined}`)) as unknown as pg.QueryResult[];
    return results[results.length - 1]?.rowCount ?? 0;
  }

  private async query<T>(
    text: string,
    values: readonly unknown[],
  ): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
    if (skipForNul(text, values))
      return { rows: [], rowCount: 0 } as unknown as pg.QueryResult<T & pg.QueryResultRow>;
    return this.execute<T>(text, values);
  }

  /** Sends a statement, its errors mapped: a deadlock or serialization failure passes unchanged (the transaction runs again on it). */
  private async execute<T>(
    text: string,
    values?: readonly unknown[],
  ): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
    const name = values && values.length > 0 ? statementName(text) : undefined;
    try {
      return await this.target.query<T & pg.QueryResultRow>(
        name === undefined
          ? { text, values: values as unknown[] | undefined }
          : { name, text, values: values as unknown[] },
      );
    } catch (error) {
      throw isRetryable(error) ? error : asStorageError(error);
    }
  }
}

/** The names given so far, by statement text (every process numbers its own; a name is per connection). */
const statementNames = new Map<string, string>();
/** Past this many distinct texts a statement goes unnamed: a text built per call must not grow every connection. */
const MAX_NAMED_STATEMENTS = 500;

/**
 * A name for a parameterized statement, so that each pooled connection parses and plans it once and then only
 * binds and executes it (pg prepares a named statement on its first use on a connection). The stores' texts are
 * constants, so this is a small fixed set; a migration that changes a table invalidates the plans (PostgreSQL
 * plans them again), and none of them selects `*`, whose changed row type would fail a prepared statement.
 */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `sms_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * PostgreSQL text cannot hold U+0000 (SQLite's can): no stored value contains it, so a read or a delete by
 * such a value finds nothing (true: skip the statement), and a write of one is refused as the request's
 * fault, never a 500 (a statement that writes, as a CTE may, is refused, never skipped).
 */
function skipForNul(text: string, values: readonly unknown[]): boolean {
  if (!values.some((v) => typeof v === "string" && v.includes("\u0000"))) return false;
  if ((/^\s*(SELECT|WITH)\b/i.test(text) && !WRITES.test(text)) || /^\s*DELETE\b/i.test(text)) return true;
  throw new DomainError("invalid_request", "Text values may not contain the NUL character (U+0000).");
}

/** SQLSTATEs of a database that is away or overloaded for a moment: the request may be retried shortly. */
// 55000 is "database is not currently accepting connections" here (the only statement-free use we meet).
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300", "53400", "55P03", "55000"]);
/** SQLSTATEs after which the whole transaction may simply run again: serialization failure, deadlock. */
const RETRYABLE_STATES = new Set(["40001", "40P01"]);

/** True when the transaction failed only because it collided with another one: run it again. */
export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && RETRYABLE_STATES.has(code);
}
/** Node socket errors that mean the server cannot be reached. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);

/** True when `error` means the database is unreachable or busy for a moment rather than a bad statement. */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof StorageUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === "string" &&
    (code.startsWith("08") || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
  ) {
    return true;
  }
  // pg reports a dropped or timed-out connection by message only.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i.test(
    error.message,
  );
}

/** `error` as the domain's StorageUnavailableError when the database is away or busy; otherwise unchanged. */
export function asStorageError(error: unknown): unknown {
  if (error instanceof StorageUnavailableError || !(isUnavailable(error) || isRetryable(error))) return error;
  return new StorageUnavailableError(`PostgreSQL is unavailable: ${(error as Error).message}`, {
    cause: error,
  });
}
