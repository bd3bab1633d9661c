import type pg from "pg";
import { EMPTY, type Step, skipForNul } from "./sql-executor.js";

/** Where one member's step went: a statement of the merged list, and the member's place among its values. */
interface Place {
  /** Index of the statement in the merged list. */
  statement: number;
  /** The member's 1-based position in a merged statement's arrays (its rows' `member`); 0 when not merged. */
  member: number;
}

/** A statement of the merged list: its text, and its values (for a merged one, one array per parameter). */
interface Merged {
  text: string;
  values: unknown[];
  /** Members whose values it holds; 0 for a step written as it was. */
  members: number;
  /** The step that began it: a merged statement of one member goes as that step. */
  first: Step;
}

/**
 * Writes the steps of several members as few statements: the steps that name one `merge` text become one
 * statement over arrays of their values (its `$k` is the array of every member's k-th value), the others go
 * as they are, and so does a form only one member used (its plan is the cheaper). Each member's steps keep
 * their order: a step joins a merged statement only when it comes after the statement of its member's
 * previous step, else it starts a new one.
 */
export function mergeSteps(lists: readonly (readonly Step[])[]): {
  statements: Step[];
  places: Place[][];
  /** Whether each statement is a merged one. */
  merged: boolean[];
} {
  const merged: Merged[] = [];
  const open = new Map<string, number>();
  const places = lists.map((steps) => {
    let after = -1;
    return steps.map((step): Place => {
      const values = step.values ?? [];
      let at = step.merge === undefined ? undefined : open.get(step.merge);
      if (step.merge === undefined || at === undefined || at <= after) {
        at = merged.length;
        if (step.merge === undefined)
          merged.push({ text: step.text, values: [...values], members: 0, first: step });
        else {
          merged.push({ text: step.merge, values: values.map(() => []), members: 0, first: step });
          open.set(step.merge, at);
        }
      }
      after = at;
      const statement = merged[at] as Merged;
      if (step.merge === undefined) return { statement: at, member: 0 };
      values.forEach((value, k) => {
        (statement.values[k] as unknown[]).push(value);
      });
      statement.members += 1;
      return { statement: at, member: statement.members };
    });
  });
  const alone = merged.map((m) => m.members <= 1);
  return {
    statements: merged.map((m, i) =>
      alone[i] ? { text: m.first.text, values: m.first.values ?? [] } : { text: m.text, values: m.values },
    ),
    places: places.map((list) => list.map((p) => (alone[p.statement] ? { ...p, member: 0 } : p))),
    merged: alone.map((a) => !a),
  };
}

/** A read of one group member, waiting to be written with the others'. */
interface Waiting {
  steps: readonly Step[];
  resolve: (results: pg.QueryResult[]) => void;
  reject: (error: unknown) => void;
}

/**
 * The reads of a group's members, written together at the end of the turn's promise jobs (a tick), so the
 * members started together ask first; a read asked for after other I/O goes with the next tick's. The steps
 * that name a `merge` text become one statement ({@link mergeSteps}), whose rows each name their member in a
 * `member` column. Every member's statement costs both processes its protocol messages and PostgreSQL its
 * execution, more than one more row does (tools/bench/performance.md, "Session 36").
 */
export class MergedReads {
  private waiting: Waiting[] = [];

  /** `run`: writes the statements together and returns each one's result (the group's pipeline). */
  constructor(private readonly run: (steps: readonly Step[]) => Promise<pg.QueryResult[]>) {}

  /** Each step's result, as its own statement would have answered it (merged rows keep their `member`). */
  read(steps: readonly Step[]): Promise<pg.QueryResult[]> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) process.nextTick(this.flush);
      this.waiting.push({ steps, resolve, reject });
    });
  }

  private readonly flush = (): void => {
    const waiting = this.waiting;
    this.waiting = [];
    // Every waiting member is settled, whatever fails: an unsettled one would hold its group's connection.
    const fail = (error: unknown) => {
      for (const w of waiting) w.reject(error);
    };
    try {
      // A read by a NUL value finds nothing, as the executor's would: it is not sent.
      const sent = waiting.map((w) => w.steps.map((s) => !skipForNul(s.text, s.values ?? [])));
      const lists = waiting.map((w, i) => w.steps.filter((_, j) => sent[i]?.[j]));
      const { statements, places, merged } = mergeSteps(lists);
      this.run(statements).then((results) => {
        try {
          const answers = waiting.map((w, i) =>
            answersOf(w.steps, sent[i] ?? [], places[i] ?? [], merged, results),
          );
          waiting.forEach((w, i) => {
            w.resolve(answers[i] ?? []);
          });
        } catch (error) {
          fail(error);
        }
      }, fail);
    } catch (error) {
      fail(error);
    }
  };
}

/** One member's results: its own statements' as they are, its rows of the merged ones, nothing for a NUL read. */
function answersOf(
  steps: readonly Step[],
  sent: readonly boolean[],
  places: readonly Place[],
  merged: readonly boolean[],
  results: readonly pg.QueryResult[],
): pg.QueryResult[] {
  let next = 0;
  return steps.map((_, j) => {
    if (!sent[j]) return EMPTY;
    const place = places[next++];
    const result = place && results[place.statement];
    if (!(place && result)) throw new Error("a merged read has no result for one of its steps");
    if (!merged[place.statement]) return result;
    const rows = (result.rows as { member: number }[]).filter((row) => row.member === place.member);
    return { ...result, rows, rowCount: rows.length };
  });
}
