import { AccountRepository } from "../../src/data-access/account-repository.js";
import { Database } from "../../src/data-access/database.js";
import { parseFixture } from "../../src/fixture/fixture-schema.js";
import { testFixture } from "./test-fixture.js";

/** A migrated in-memory database holding the test fixture, with its account repository. */
export function fixtureAccounts(): { db: Database; accounts: AccountRepository } {
  const db = new Database({ path: ":memory:" });
  db.migrate();
  const accounts = new AccountRepository(db);
  accounts.syncFixture(parseFixture(testFixture()));
  return { db, accounts };
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
