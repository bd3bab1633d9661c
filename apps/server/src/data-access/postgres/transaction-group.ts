import type pg from "pg";
import type { Stores } from "../../domain/ports.js";
import { isSlotShort, type ShortSlots } from "./balance-slots.js";
import { type DebitOptions, type GroupDebit, groupDebitSteps } from "./ledger-store.js";
import { MergedReads, mergeSteps } from "./merged-steps.js";
import { RunAlone } from "./run-alone.js";
import {
  asStorageError,
  isUnavailable,
  readsOnly,
  type Sql,
  SqlExecutor,
  type Step,
  skipForNul,
} from "./sql-executor.js";

/** A transaction's function, as the storage port takes it. */
type TransactionFn<T> = (stores: Stores) => Promise<T>;

/** Most members of one group: a larger one holds its first members' answers back longer. */
const MAX_MEMBERS = 64;

/** A read that locks the rows it reads. */
const ROW_LOCK = /\bFOR\s+(NO\s+KEY\s+)?(UPDATE|SHARE|KEY\s+SHARE)\b/i;

/** A write a member holds back until it returns. */
interface HeldWrite {
  text: string;
  values: readonly unknown[];
  onFailure: ((error: unknown) => void) | undefined;
  /** Its form for many ({@link Step.merge}). */
  merge: string | undefined;
}

/**
 * One member's share of a grouped transaction: its reads run on the group's connection (merged with the other
 * members', {@link MergedReads}), its writes and debits are held and handed to the group once every member
 * returned, so a member that throws writes nothing. What it could not do that way throws {@link RunAlone}.
 */
export class MemberSql implements Sql {
  /** The member's held writes, in order. */
  readonly writes: HeldWrite[] = [];
  /** The member's debits. */
  readonly debits: GroupDebit[] = [];
  private readonly group: SqlExecutor;
  private readonly names: Map<string, MemberSql>;
  private readonly reads: MergedReads;

  /** `names`: the lock names of the group's members; `reads`: their pipelines' reads; both shared by all of them. */
  constructor(group: SqlExecutor, names: Map<string, MemberSql>, reads: MergedReads) {
    this.group = group;
    this.names = names;
    this.reads = reads;
  }

  /** A member only tries locks: its group's connection must not wait for another transaction. */
  get waitsForLocks(): boolean {
    return false;
  }

  /** A member is always in a transaction. */
  get inTransaction(): boolean {
    return true;
  }

  /** Takes `name` for this member, or throws {@link RunAlone} when another member of the group took it. */
  exclusive(name: string): void {
    const holder = this.names.get(name);
    if (holder !== undefined && holder !== this)
      throw new RunAlone("another member of its group holds its lock");
    this.names.set(name, this);
  }

  /** Every row of a read. */
  async rows<T>(text: string, values: readonly unknown[] = []): Promise<T[]> {
    this.mayRead(text);
    return this.group.rows<T>(text, values);
  }

  /** The first row of a read, or undefined. */
  async row<T>(text: string, values: readonly unknown[] = []): Promise<T | undefined> {
    this.mayRead(text);
    return this.group.row<T>(text, values);
  }

  /** A write waited for cannot be held: the member runs alone. */
  async run(): Promise<number> {
    throw new RunAlone("it waits for a write's answer");
  }

  /** Holds the write until the member returns (refusing a NUL value now, as the executor would). */
  async defer(
    text: string,
    values: readonly unknown[],
    onFailure?: (error: unknown) => void,
    merge?: string,
  ): Promise<void> {
    if (skipForNul(text, values)) return;
    this.writes.push({ text, values, onFailure, merge });
  }

  /** Reads written together on the group's connection, merged with the other members' ({@link MergedReads}). */
  async pipeline(steps: readonly Step[]): Promise<pg.QueryResult[]> {
    for (const step of steps) this.mayRead(step.text);
    return this.reads.read(steps);
  }

  /** A savepoint would undo the other members' statements too: the member runs alone. */
  async runAfterSavepoint(): Promise<number> {
    throw new RunAlone("it rolls back to a savepoint");
  }

  /** Holds a debit, made for the whole group with its commit (see {@link groupDebitSteps}). */
  debit(debit: GroupDebit): void {
    this.debits.push(debit);
  }

  /**
   * Only plain reads run in the group: a write waited for cannot be held, and a row lock would hold its rows
   * for every member's time. A read sees none of the group's writes, which are sent once every member
   * returned: after a write it would not see its own, so the member runs alone then too.
   */
  private mayRead(text: string): void {
    if (!readsOnly(text) || ROW_LOCK.test(text)) {
      throw new RunAlone("it writes or locks rows and waits for the answer");
    }
    if (this.writes.length > 0 || this.debits.length > 0) throw new RunAlone("it reads after writing");
  }
}

/** What a group needs from the storage that runs it. */
export interface TransactionGroupOptions {
  /** The pool a group takes its connection from. */
  pool: pg.Pool;
  /** The statement that opens a group's transaction. */
  begin: string;
  /** The stores over a member's share; `afterCommit` keeps what applies once the group committed. */
  stores: (sql: Sql, afterCommit: (apply: () => void) => void, debits: DebitOptions) => Stores;
  /** The process's accounts whose slots were short a moment ago: their members run alone. */
  shortSlots: ShortSlots;
  /** Runs a transaction of its own (a member that ran alone, or every member of a group that failed). */
  alone: <T>(fn: TransactionFn<T>) => Promise<T>;
}

/** A transaction waiting for its group. */
interface Member {
  fn: TransactionFn<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Transactions that share one: those that join in one turn of the event loop run on one connection and
 * commit together, as the SQLite writer's group commit does. `BEGIN`, `COMMIT` (with its WAL flush) and each
 * socket write and wake-up are paid once per group, not per transaction, which is most of what a send costs
 * PostgreSQL (tools/bench/performance.md, "Session 34"); the members' statements of one kind (their key
 * lookups, their messages, ...) go as one statement over arrays ({@link mergeWrites}, {@link MergedReads}),
 * which costs both processes less than one each ("Session 36"). Each member keeps its guarantees: it writes nothing
 * when it throws; two members never share a lock name ({@link MemberSql.exclusive}) and none waits for another
 * transaction's lock; the debits are one statement per account and mode. When a statement fails (a short
 * slot, a deadlock), PostgreSQL rolled the group back and each member runs again in a transaction of its own,
 * which decides its own outcome; when the connection is lost, or the COMMIT was answered but something
 * failed, the outcome is not known to be a rollback, and each member fails as it would alone, never run twice.
 */
export class TransactionGroups {
  private readonly options: TransactionGroupOptions;
  private forming: Member[] = [];

  constructor(options: TransactionGroupOptions) {
    this.options = options;
  }

  /** Runs `fn` in the next group; resolves once the group committed, or as the transaction it ran alone in. */
  join<T>(fn: TransactionFn<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.forming.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      if (this.forming.length === 1) setImmediate(() => this.start());
      else if (this.forming.length >= MAX_MEMBERS) this.start();
    });
  }

  /**
   * Starts the group formed so far. Groups do not wait for each other: bench runs that let only one or two
   * run at a time, so that more sends would join each, were no faster (tools/bench/performance.md, sessions
   * 34 and 36).
   */
  private start(): void {
    const members = this.forming;
    if (members.length === 0) return;
    this.forming = [];
    void this.run(members);
  }

  /** Runs a group and settles each member: with its outcome, alone, or (no connection) with the error. */
  private async run(members: Member[]): Promise<void> {
    // attempt() does not throw; a bug that made it throw must still settle every member, never run twice.
    const outcome = await this.attempt(members).catch((error: unknown) => ({
      kind: "unavailable" as const,
      error,
    }));
    if (outcome.kind === "unavailable") {
      for (const m of members) m.reject(asStorageError(outcome.error));
      return;
    }
    members.forEach((m, i) => {
      const result = outcome.kind === "committed" ? outcome.results[i] : undefined;
      if (result === undefined || (result.status === "rejected" && result.reason instanceof RunAlone)) {
        this.options.alone(m.fn).then(m.resolve, m.reject);
      } else if (result.status === "fulfilled") m.resolve(result.value);
      else m.reject(result.reason);
    });
  }

  /**
   * Runs the members in one transaction and commits it: `committed` with each member's outcome, `failed` when
   * PostgreSQL rolled it back, `unavailable` when that is not known (nothing may run again).
   */
  private async attempt(
    members: readonly Member[],
  ): Promise<
    | { kind: "committed"; results: PromiseSettledResult<unknown>[] }
    | { kind: "failed" }
    | { kind: "unavailable"; error: unknown }
  > {
    let client: pg.PoolClient;
    try {
      client = await this.options.pool.connect();
    } catch (error) {
      return { kind: "unavailable", error };
    }
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on("error", onError);
    const sql = new SqlExecutor(client, this.options.begin);
    const names = new Map<string, MemberSql>();
    const reads = new MergedReads((steps) => sql.pipeline(steps));
    const held: HeldWrite[][] = [];
    const debits: GroupDebit[] = [];
    const committed: (() => void)[] = [];
    let outcome: { kind: "committed"; results: PromiseSettledResult<unknown>[] };
    try {
      const results = await Promise.allSettled(
        members.map(async (member) => {
          const share = new MemberSql(sql, names, reads);
          const applies: (() => void)[] = [];
          const value = await member.fn(
            this.options.stores(share, (apply) => applies.push(apply), {
              shortSlots: this.options.shortSlots,
              group: share,
            }),
          );
          // Handed over only once the member returned: a member that threw held them, and they are dropped.
          held.push(share.writes);
          debits.push(...share.debits);
          committed.push(...applies);
          return value;
        }),
      );
      for (const write of mergeWrites(held)) await sql.defer(write.text, write.values, write.onFailure);
      for (const step of groupDebitSteps(debits)) {
        await sql.defer(step.text, step.values ?? [], (error) => {
          if (isSlotShort(error)) this.options.shortSlots.mark(step.accountId, step.mode);
        });
      }
      await sql.commit();
      outcome = { kind: "committed", results };
    } catch (error) {
      await sql.rollback().catch((rollbackError: Error) => {
        broken ??= rollbackError;
      });
      // A statement that failed aborted the transaction: nothing of it was committed, and each member may run
      // again. A connection lost, perhaps with the COMMIT on its way, or a COMMIT answered with a write missing
      // (one that failed in this process), leaves that unknown: a send run again could be sent twice, so each
      // member fails as a transaction of its own would.
      if (broken !== undefined || isUnavailable(error) || sql.committed) {
        return { kind: "unavailable", error: broken ?? error };
      }
      return { kind: "failed" };
    } finally {
      client.off("error", onError);
      client.release(broken);
    }
    for (const apply of committed) apply();
    return outcome;
  }
}

/**
 * The members' held writes as few statements ({@link mergeSteps}): the writes of one `merge` form go as one,
 * whose failure each of them hears. Sent with the group's debit and COMMIT, where each member's went before.
 */
function mergeWrites(held: readonly (readonly HeldWrite[])[]): HeldWrite[] {
  const { statements, places } = mergeSteps(held);
  const hears = statements.map((): ((error: unknown) => void)[] => []);
  held.forEach((list, i) => {
    list.forEach((w, j) => {
      const at = places[i]?.[j]?.statement;
      if (w.onFailure && at !== undefined) hears[at]?.push(w.onFailure);
    });
  });
  return statements.map((s, i) => {
    const listeners = hears[i] ?? [];
    const onFailure = (error: unknown) => {
      for (const hear of listeners) hear(error);
    };
    return {
      text: s.text,
      values: s.values ?? [],
      onFailure: listeners.length > 0 ? onFailure : undefined,
      merge: undefined,
    };
  });
}
