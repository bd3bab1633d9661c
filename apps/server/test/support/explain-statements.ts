import type pg from "pg";
import { SqlExecutor, type Step } from "../../src/data-access/postgres/sql-executor.js";

/** An executor that keeps each statement it ran, to explain it afterwards with the same values. */
export class RecordingExecutor extends SqlExecutor {
  /** Every statement run, in order, with its values. */
  readonly statements: Array<{ text: string; values: readonly unknown[] }> = [];

  override async row<T>(text: string, values: readonly unknown[] = []): Promise<T | undefined> {
    this.statements.push({ text, values });
    return super.row<T>(text, values);
  }

  override async run(text: string, values: readonly unknown[] = []): Promise<number> {
    this.statements.push({ text, values });
    return super.run(text, values);
  }

  override async rows<T>(text: string, values: readonly unknown[] = []): Promise<T[]> {
    this.statements.push({ text, values });
    return super.rows<T>(text, values);
  }

  override async pipeline(steps: readonly Step[]): Promise<pg.QueryResult[]> {
    for (const { text, values = [] } of steps) this.statements.push({ text, values });
    return super.pipeline(steps);
  }
}

/** Every node of a JSON plan, depth first. */
function nodesOf(plan: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(plan)) return plan.flatMap(nodesOf);
  if (plan === null || typeof plan !== "object") return [];
  const node = plan as Record<string, unknown>;
  return [node, ...Object.values(node).flatMap(nodesOf)];
}

/** The index names in a JSON plan. */
export function indexesOf(plan: unknown): string[] {
  return nodesOf(plan).flatMap((node) =>
    typeof node["Index Name"] === "string" ? [node["Index Name"]] : [],
  );
}

/** The tables a JSON plan reads whole (`Seq Scan`). */
export function seqScansOf(plan: unknown): string[] {
  return nodesOf(plan).flatMap((node) =>
    node["Node Type"] === "Seq Scan" && typeof node["Relation Name"] === "string"
      ? [node["Relation Name"]]
      : [],
  );
}

/**
 * The plans of the recorded statements: as planned for their values (`custom`), or as a named statement may
 * run them after its first executions (`generic`, planned without values; PostgreSQL 16 or later).
 */
export async function plansOf(
  pool: pg.Pool,
  sql: RecordingExecutor,
  kind: "custom" | "generic",
): Promise<unknown[]> {
  const plans: unknown[] = [];
  for (const { text, values } of sql.statements) {
    const r =
      kind === "custom"
        ? await pool.query(`EXPLAIN (FORMAT JSON) ${text}`, [...values])
        : await pool.query(`EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${text}`);
    plans.push(r.rows[0]?.["QUERY PLAN"]);
  }
  return plans;
}

/** Shared buffers (hit or read) that running the statement with these values takes. */
export async function buffersOf(pool: pg.Pool, text: string, values: readonly unknown[]): Promise<number> {
  const r = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, [...values]);
  const top: Record<string, number> | undefined = r.rows[0]?.["QUERY PLAN"]?.[0]?.Plan;
  if (!top) throw new Error("EXPLAIN returned no plan");
  return (top["Shared Hit Blocks"] ?? 0) + (top["Shared Read Blocks"] ?? 0);
}
