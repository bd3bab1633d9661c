import { parseFixture } from "../../src/config/fixture-schema.js";
import { SqliteStorage } from "../../src/data-access/sqlite/sqlite-storage.js";
import type { AccountStore } from "../../src/domain/ports.js";
import { accountSetups } from "../../src/main/compose.js";
import { testFixture } from "./test-fixture.js";

/** A migrated SQLite storage holding the test fixture (`smallBalance` as in {@link testFixture}). */
export async function fixtureStorage(
  path = ":memory:",
  options: Parameters<typeof testFixture>[0] = {},
): Promise<SqliteStorage> {
  const storage = new SqliteStorage({ path });
  await storage.migrate();
  await storage.transaction((tx) =>
    tx.accounts.sync(accountSetups(parseFixture(testFixture(options))), new Date().toISOString()),
  );
  return storage;
}

/** A migrated in-memory storage holding the test fixture, with its account store. */
export async function fixtureAccounts(): Promise<{ storage: SqliteStorage; accounts: AccountStore }> {
  const storage = await fixtureStorage();
  return { storage, accounts: storage.read.accounts };
}

/** Counts the calls of one method of `target` (which still does its work); returns the count's reader. */
export function countCalls<T extends object>(target: T, method: keyof T & string): () => number {
  let calls = 0;
  const original = target[method] as (...args: unknown[]) => unknown;
  Object.assign(target, {
    [method]: (...args: unknown[]) => {
      calls++;
      return original.apply(target, args);
    },
  });
  return () => calls;
}
