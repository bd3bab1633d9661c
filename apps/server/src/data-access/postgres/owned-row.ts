/**
 * The row when it belongs to this account and mode, else undefined (another account's or mode's is
 * invisible). A lookup by id reads the primary key alone and checks the owner here: with the account and mode
 * in the WHERE, stale statistics (a fresh table, or an account that grew since the last ANALYZE) let the
 * planner pick an account-wide index and filter every row of the account.
 */
export function ownedRow<R extends { account_id: string; mode: string }>(
  row: R | undefined,
  accountId: string,
  mode: string,
): R | undefined {
  return row && row.account_id === accountId && row.mode === mode ? row : undefined;
}
