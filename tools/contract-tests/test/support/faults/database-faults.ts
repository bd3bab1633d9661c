// Real faults injected into a running server's database from the test, on either engine.
import type { StackEngine } from "@sms-api/server/testing";
import type { ServerProcess } from "../server-process.js";
import { postgresFaults } from "./postgres-faults.js";
import { SQLITE_FAULT_ENV, sqliteFaults } from "./sqlite-faults.js";

/** Faults a test can put a running server's database through; each is undone when `during` settles. */
export interface DatabaseFaults {
  /** Runs `during` while the server cannot use its database for a moment (its requests meet 503). */
  whileUnavailable<T>(during: () => Promise<T>): Promise<T>;
  /** Runs `during` while `table` is renamed under the server (its requests that read it meet 500). */
  whileTableRenamed<T>(table: string, during: () => Promise<T>): Promise<T>;
}

/** Server environment under which {@link DatabaseFaults} are observable on `engine`. */
export function faultEnv(engine: StackEngine): Record<string, string> {
  return engine === "sqlite" ? SQLITE_FAULT_ENV : {};
}

/** The faults of `server`'s engine, acting on its own database. */
export function databaseFaults(server: ServerProcess): DatabaseFaults {
  return server.engine === "sqlite" ? sqliteFaults(server.databaseUrl) : postgresFaults(server.databaseUrl);
}
