import { DomainError } from "../errors.js";
import { type AccountView, getAccountView } from "../messages/read-queries.js";
import type { Caller } from "../model.js";
import type { Storage } from "../ports.js";

/**
 * Sets the caller's test-mode balance (a test helper: a test reaches `insufficient_credits` with 0 and leaves
 * it by setting it back). A live key is refused: a live balance changes only through payments.
 */
export async function setTestBalance(
  storage: Storage,
  caller: Caller,
  balance: number,
  now: Date,
): Promise<AccountView> {
  if (caller.mode !== "test") {
    throw new DomainError(
      "test_mode_only",
      "Test helpers work only with a test key (sk_test_…); a live balance changes only through payments.",
    );
  }
  await storage.transaction((tx) =>
    tx.ledger.setBalance(caller.account.account_id, "test", balance, now.toISOString()),
  );
  return getAccountView(storage.read, caller);
}
