import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqlExecutor } from "../src/data-access/postgres/sql-executor.js";
import { DomainError } from "../src/domain/errors.js";
import { type PostgresServer, startTestPostgres } from "../src/testing/postgres-server.js";

// PostgreSQL text cannot hold U+0000, so a write of one is refused as the request's fault. A pipeline refused
// for one of its steps must send none of them: a step sent before the refusal would run in the transaction,
// and its answer (a failure above all) would reach nobody, an unhandled rejection.

describe("PostgreSQL: a pipeline with a NUL character in a write", () => {
  let server: PostgresServer | undefined;
  let pool: pg.Pool | undefined;

  beforeAll(async () => {
    server = await startTestPostgres({ fsync: "off" });
    pool = new pg.Pool({ connectionString: await server.createDatabase(), max: 1 });
    pool.on("error", () => {});
    await pool.query("CREATE TABLE notes (body text NOT NULL)");
  });

  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  });

  it("is refused before any of its steps is sent, and the transaction goes on", async () => {
    if (!pool) throw new Error("not started");
    const client = await pool.connect();
    try {
      const sql = new SqlExecutor(client, "BEGIN");
      await sql.run("INSERT INTO notes (body) VALUES ($1)", ["kept"]);
      const refused = sql.pipeline([
        { text: "SELECT 1 / 0 AS never" },
        { text: "INSERT INTO notes (body) VALUES ($1)", values: ["a\u0000b"] },
      ]);
      await expect(refused).rejects.toSatisfy(
        (error) => error instanceof DomainError && error.code === "invalid_request",
      );
      // Had the division been sent, it would have failed and aborted the transaction.
      expect(await sql.row<{ one: number }>("SELECT 1 AS one")).toEqual({ one: 1 });
      await sql.commit();
    } finally {
      client.release();
    }
    const { rows } = await pool.query<{ body: string }>("SELECT body FROM notes ORDER BY body");
    expect(rows.map((r) => r.body)).toEqual(["kept"]);
  });
});
