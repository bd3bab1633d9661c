import { startTestPostgres } from "../../src/testing/postgres-server.js";

/**
 * Starts one PostgreSQL for the `postgres` project's test files (or uses `TEST_DATABASE_URL`), and hands
 * its URL to them through `TEST_DATABASE_URL`: each test server then takes a fresh database on it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const pg = await startTestPostgres({ fsync: "off" });
  process.env.TEST_DATABASE_URL = pg.url;
  return () => pg.stop();
}
