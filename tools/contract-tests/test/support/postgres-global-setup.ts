import { startTestPostgres } from "@sms-api/server/testing";

/**
 * Starts one PostgreSQL for the `postgres` project's test files (or uses `TEST_DATABASE_URL`) and hands its
 * URL to them through `TEST_DATABASE_URL`: each server they start then takes a fresh database on it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // fsync off: every database on it is thrown away after the run.
  const pg = await startTestPostgres({ fsync: "off" });
  process.env.TEST_DATABASE_URL = pg.url;
  return () => pg.stop();
}
