import type { Account, ApiKeyRecord, Template } from "../model.js";

/** One account as configuration describes it (the fixture), in the domain's terms: keys only by hash. */
export interface AccountSetup {
  /** The account's settings. */
  account: Account;
  /** Opening balance of each mode, granted once. */
  balances: { live: number; test: number };
  /** Its API keys (hashes, never the keys). */
  keys: ApiKeyRecord[];
  /** Its templates; a missing `created_at` is the sync time. */
  templates: (Omit<Template, "created_at"> & { created_at: string | null })[];
}
