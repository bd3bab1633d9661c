import pg from "pg";
import { DomainError, StorageUnavailableError } from "../../domain/errors.js";

/** A statement that changes rows (`FOR UPDATE` row locks of a read do not count). */
const WRITES = /\b(INSERT\s+INTO|DELETE\s+FROM|UPDATE\s+\w+(\s+\w+)?\s+SET)\b/i;

/** A statement and its values, as one step of a {@link SqlExecutor.pipeline}. */
export interface Step {
  /** The statement, with `$n` placeholders. */
  text: string;
  /** Its values (`$1` first). */
  values?: readonly unknown[];
  /**
   * The same statement for many: `$k` is the array of every one's k-th value, and each row a read returns
   * names its one in a `member` column. A grouped transaction writes its members' steps of one `merge` as one
   * statement (merged-steps.ts); elsewhere `text` runs.
   */
  merge?: string;
}

/** A statement sent and not waited for: its failure fails the next one waited for, or the commit. */
type Sent = Promise<unknown>;

/** What the stores run their statements through: a {@link SqlExecutor}, or a grouped transaction's member. */
export type Sql = Pick<
  SqlExecutor,
  | "rows"
  | "row"
  | "run"
  | "defer"
  | "pipeline"
  | "runAfterSavepoint"
  | "inTransaction"
  | "exclusive"
  | "waitsForLocks"
>;

/**
 * Runs statements on a pool (autocommit reads) or on one transaction's client. The pool's clients pipeline
 * (pg's `pipeline` mode): a statement is written without waiting for the answers of those before it. A
 * transaction uses that for its `BEGIN` and for the writes handed to {@link defer}: they are held back and
 * written with the next statement, in one socket write, and their answers come back with its answer, so
 * neither process wakes for them. Each round trip costs both processes a socket write and a wake-up, more
 * than a short statement costs PostgreSQL (tools/bench/performance.md, "Session 32").
 */
export class SqlExecutor {
  private readonly target: pg.Pool | pg.PoolClient;
  /** Statements held back, written with the next one. */
  private unsent: (() => void)[] = [];
  /** Statements written and not waited for. */
  private sent: Sent[] = [];
  private begun = false;
  /** COMMIT was answered: the transaction is over, committed or not. */
  private ended = false;
  /** COMMIT was answered COMMIT: whatever else failed, the transaction's writes that reached the server are committed. */
  private answeredCommit = false;
  /** The first failure of a statement sent and not waited for, whoever waited for it since. */
  private failure: { error: unknown } | undefined;
  private corked = false;

  /** `begin`: the statement that opens the transaction on this client, written with its first statement. */
  constructor(target: pg.Pool | pg.PoolClient, begin?: string) {
    this.target = target;
    if (begin !== undefined) this.unsent.push(() => this.track(this.execute(begin, [])));
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
   * Holds a write of a transaction back, to be written with the next statement (the commit's included) and
   * not waited for: that statement, or the commit, fails if this one did. A check of the write's result must
   * therefore be made by the statement itself (`sms_require`, migration 010): the commit sends COMMIT behind
   * it. `onFailure` hears its error first. On the pool it runs at once. `_merge` is the write's form for many
   * ({@link Step.merge}), which only a grouped transaction's member uses.
   */
  async defer(
    text: string,
    values: readonly unknown[],
    onFailure?: (error: unknown) => void,
    _merge?: string,
  ): Promise<void> {
    if (!this.inTransaction) {
      await this.run(text, values);
      return;
    }
    if (skipForNul(text, values)) return;
    this.unsent.push(() => this.track(this.execute(text, values).catch(failWith(onFailure))));
  }

  /**
   * Writes `steps` together and returns each one's result. On a transaction's client they share one round
   * trip, and each still runs after the one before it has finished, with its own snapshot (READ COMMITTED):
   * a step reads what was committed before it ran, e.g. after a lock the step before it waited for.
   */
  async pipeline(steps: readonly Step[]): Promise<pg.QueryResult[]> {
    if (!this.inTransaction) {
      const results: pg.QueryResult[] = [];
      for (const step of steps) results.push(await this.query(step.text, step.values ?? []));
      return results;
    }
    // Every step is checked before any is sent: a refused step sends none, and leaves no answer unheard.
    const skipped = steps.map((step) => skipForNul(step.text, step.values ?? []));
    const answers = this.write(() =>
      steps.map((step, i) =>
        skipped[i] ? Promise.resolve(EMPTY) : this.execute(step.text, step.values ?? []),
      ),
    );
    // Each answer is awaited below: a failure is reported once, the first one's.
    for (const answer of answers) answer.catch(() => {});
    const results: pg.QueryResult[] = [];
    try {
      for (const answer of answers) results.push(await answer);
    } finally {
      await this.settle();
    }
    return results;
  }

  /**
   * Sets savepoint `name`, then runs the write `text`, in one round trip. A later `ROLLBACK TO SAVEPOINT name`
   * undoes the write and releases the row locks it took, even those of rows it waited for and then did not
   * change. Returns how many rows the write changed.
   */
  async runAfterSavepoint(name: string, text: string, values: readonly unknown[]): Promise<number> {
    const [, write] = await this.pipeline([{ text: `SAVEPOINT ${name}` }, { text, values }]);
    return write?.rowCount ?? 0;
  }

  /**
   * Marks the transaction as the only one to use the lock `name` (an advisory lock's, which the database
   * then enforces); a member of a grouped transaction throws here when another member of its group uses it,
   * since a session's advisory locks do not keep its own transactions' members apart.
   */
  exclusive(_name: string): void {}

  /** True once COMMIT was answered COMMIT, even when {@link commit} threw: the transaction must not run again. */
  get committed(): boolean {
    return this.answeredCommit;
  }

  /**
   * True: a statement may wait for a lock another transaction holds. A grouped transaction's member answers
   * false: its group's connection must not wait (the member tries the lock and runs alone without it).
   */
  get waitsForLocks(): boolean {
    return true;
  }

  /** True on a transaction's client, false on the pool. */
  get inTransaction(): boolean {
    return !(this.target instanceof pg.Pool);
  }

  /**
   * Commits the transaction: COMMIT goes with the writes held back, in one socket write, and the writes sent
   * and not waited for are waited for with it. When one of them failed, PostgreSQL had aborted the transaction
   * and ended it at the COMMIT as a rollback: that failure is thrown.
   */
  async commit(): Promise<void> {
    if (!this.begun && this.unsent.length === 1) return; // nothing but its BEGIN: nothing to commit
    const committed = this.write(() => this.execute("COMMIT", []));
    const [held, answer] = await Promise.allSettled([this.settle(), committed]);
    // Answered either way, the transaction is over: a rollback after it would only warn. Unanswered (the
    // connection failed), the rollback finds out and the connection is discarded.
    if (answer.status === "fulfilled") this.ended = true;
    if (answer.status === "fulfilled" && answer.value.command === "COMMIT") this.answeredCommit = true;
    if (held.status === "rejected") throw held.reason;
    // A held write that failed in this process never reached the server, which then committed without it.
    if (this.failure !== undefined) throw this.failure.error;
    if (answer.status === "rejected") throw answer.reason;
    // A failure the caller caught and went on from still aborted the transaction.
    if (answer.value.command !== "COMMIT") {
      throw new Error(`The transaction was rolled back at its COMMIT (${answer.value.command}).`);
    }
  }

  /** Rolls the transaction back: held writes are dropped, and nothing is sent when it never began or is over. */
  async rollback(): Promise<void> {
    this.unsent = [];
    const sent = this.sent;
    this.sent = [];
    await Promise.allSettled(sent);
    if (this.begun && !this.ended) await this.execute("ROLLBACK", []);
  }

  private async query<T>(
    text: string,
    values: readonly unknown[],
  ): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
    if (skipForNul(text, values)) return EMPTY as pg.QueryResult<T & pg.QueryResultRow>;
    if (this.sent.length === 0 && this.unsent.length === 0) return this.execute<T>(text, values);
    const [result] = await this.pipeline([{ text, values }]);
    return result as pg.QueryResult<T & pg.QueryResultRow>;
  }

  /**
   * Writes the statements held back, then those `send` writes; returns what `send` returns. The socket is
   * corked until the end of the tick, so what a transaction sends in one tick (its use case may ask for two
   * independent reads at once) goes in one socket write: pg writes each statement as soon as it is queued on a
   * pipelining client.
   */
  private write<R>(send: () => R): R {
    const unsent = this.unsent;
    this.unsent = [];
    this.begun ||= unsent.length > 0;
    if (!this.corked) {
      const stream = (this.target as unknown as { connection?: { stream?: Corkable } }).connection?.stream;
      if (stream?.cork && stream.uncork) {
        stream.cork();
        this.corked = true;
        process.nextTick(() => {
          this.corked = false;
          stream.uncork?.();
        });
      }
    }
    for (const queued of unsent) queued();
    return send();
  }

  /**
   * Keeps a statement sent and not waited for. Its failure may come in before anything waits for it (with the
   * answer of a statement sent after it): handled here, it is not an unhandled rejection, and the next
   * statement waited for, the commit or the rollback reports it.
   */
  private track(statement: Sent): void {
    statement.catch((error: unknown) => {
      this.failure ??= { error };
    });
    this.sent.push(statement);
  }

  /** Waits for the statements sent and not waited for; throws the first failure. */
  private async settle(): Promise<void> {
    const sent = this.sent;
    if (sent.length === 0) return;
    this.sent = [];
    const outcomes = await Promise.allSettled(sent);
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected");
    if (failed) throw failed.reason;
  }

  /** Sends a statement, its errors mapped: a deadlock or serialization failure passes unchanged (the transaction runs again on it). */
  private async execute<T>(
    text: string,
    values: readonly unknown[],
  ): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
    const name = values.length > 0 ? statementName(text) : undefined;
    try {
      return await this.target.query<T & pg.QueryResultRow>(
        name === undefined
          ? { text, values: values as unknown[] }
          : { name, text, values: values as unknown[] },
      );
    } catch (error) {
      throw isRetryable(error) ? error : asStorageError(error);
    }
  }
}

/** A socket that can hold writes back and then write them together. */
interface Corkable {
  cork?(): void;
  uncork?(): void;
}

/** A catch that tells `onFailure` of the error, then passes it on. */
function failWith(onFailure: ((error: unknown) => void) | undefined): (error: unknown) => never {
  return (error) => {
    onFailure?.(error);
    throw error;
  };
}

/** The answer of a statement not sent: no rows. */
export const EMPTY = { rows: [], rowCount: 0 } as unknown as pg.QueryResult;

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

/** True when a statement only reads: a `SELECT` or `WITH` that changes no rows (a `FOR UPDATE` read counts). */
export function readsOnly(text: string): boolean {
  return /^\s*(SELECT|WITH)\b/i.test(text) && !WRITES.test(text);
}

/**
 * PostgreSQL text cannot hold U+0000 (SQLite's can): no stored value contains it, so a read or a delete by
 * such a value finds nothing (true: skip the statement), and a write of one is refused as the request's
 * fault, never a 500 (a statement that writes, as a CTE may, is refused, never skipped).
 */
export function skipForNul(text: string, values: readonly unknown[]): boolean {
  if (!values.some((v) => typeof v === "string" && v.includes("\u0000"))) return false;
  if (readsOnly(text) || /^\s*DELETE\b/i.test(text)) return true;
  throw new DomainError("invalid_request", "Text values may not contain the NUL character (U+0000).");
}

/** SQLSTATEs of a database that is away or overloaded for a moment: the request may be retried shortly. */
// 55000 is "database is not currently accepting connections" here (the only statement-free use we meet).
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300", "53400", "55P03", "55000"]);
/** SQLSTATEs after which the whole transaction may simply run again: serialization failure, deadlock. */
const RETRYABLE_STATES = new Set(["40001", "40P01"]);

/** The SQLSTATE (or Node socket code) an error carries, if any. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** True when the transaction failed only because it collided with another one: run it again. */
export function isRetryable(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && RETRYABLE_STATES.has(code);
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
  const code = errorCode(error);
  if (
    code !== undefined &&
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
