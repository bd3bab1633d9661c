import { type PostgresServer, startTestPostgres } from "../../src/testing/postgres-server.js";

/**
 * The engine this test run uses: the `postgres` project of vitest.config.ts sets `TEST_ENGINE=postgres`
 * (its global setup starts one PostgreSQL and sets `TEST_DATABASE_URL`); everything else runs on SQLite.
 */
export const TEST_ENGINE: "sqlite" | "postgres" =
  process.env.TEST_ENGINE === "postgres" ? "postgres" : "sqlite";

let server: Promise<PostgresServer> | undefined;

/** A fresh, empty PostgreSQL database on the run's server. */
export async function freshPostgresDatabase(): Promise<string> {
  server ??= startTestPostgres();
  return (await server).createDatabase();
}
