import { afterAll, describe, expect, it } from "vitest";
import { PostgresStorage } from "../src/data-access/postgres/postgres-storage.js";
import { startTestPostgres } from "../src/testing/postgres-server.js";
import { postgresDatabaseThrough } from "./support/migrate-through.js";

const T0 = Date.UTC(2026, 0, 1);

/** The one-token take of the version before migration 007 (its refill left out: the test's clock stands still). */
const PREVIOUS_TAKE = `INSERT INTO rate_buckets AS b (bucket, tokens, updated_ms, allowed)
  VALUES ($1, $2::float8 - 1, $3::float8, true)
  ON CONFLICT (bucket) DO UPDATE SET
    tokens = CASE WHEN LEAST($2::float8, b.tokens) >= 1 THEN LEAST($2::float8, b.tokens) - 1 ELSE b.tokens END,
    allowed = LEAST($2::float8, b.tokens) >= 1,
    updated_ms = GREATEST($3::float8, b.updated_ms)
  RETURNING tokens, allowed`;

// PostgreSQL's migration 007 (token leases) on a database with buckets written before it.
describe("PostgreSQL's token-lease migration (007) on a database with buckets", () => {
  let server: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
  afterAll(() => server?.stop());

  it("keeps each bucket's tokens; leases take from them; a process of the previous version still takes", async () => {
    server = await startTestPostgres({ fsync: "off" });
    const { connectionString, pool } = await postgresDatabaseThrough(server, 6);
    try {
      await pool.query(
        "INSERT INTO rate_buckets (bucket, tokens, updated_ms, allowed) VALUES ('k', 3.5, $1, true)",
        [T0],
      );
      const storage = new PostgresStorage({ connectionString, poolSize: 2 });
      try {
        expect((await storage.migrate())[0]).toBe("007-rate-token-leases.sql");
        const request = {
          bucket: "k",
          perSecond: 100,
          nowMs: T0,
          want: 5,
          giveBack: 0,
          givenBackTakenAtMs: T0,
        };
        expect(await storage.takeRateTokens(request)).toEqual({ granted: 3, tokens: 0.5 });
        // The previous version's take, beside this one: it finds the tokens given back, and takes one.
        await storage.takeRateTokens({ ...request, want: 1, giveBack: 2 });
        const previous = await pool.query(PREVIOUS_TAKE, ["k", 100, T0]);
        expect(previous.rows[0]).toEqual({ tokens: 0.5, allowed: true });
        expect(await storage.takeRateTokens(request)).toEqual({ granted: 0, tokens: 0.5 });
      } finally {
        await storage.close();
      }
    } finally {
      await pool.end();
    }
  });
});
