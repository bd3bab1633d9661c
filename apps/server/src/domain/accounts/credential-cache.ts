import type { Account, ApiKeyRecord } from "../model.js";
import type { AccountReads } from "../ports.js";
import { TtlCache, type TtlCacheOptions } from "./ttl-cache.js";

/** An API key and the account it belongs to. */
export interface Credentials {
  /** The key's record (never the key itself). */
  key: ApiKeyRecord;
  /** Its account's settings (not its balances, which are always read fresh). */
  account: Account;
}

/**
 * Found keys with their accounts, kept for `ttlMs` so that a request does not pay two reads to
 * authenticate (as API gateways cache credentials). Keys change only when an instance loads the fixture
 * (it then calls `clear()`), so another instance sees a revoked key at most `ttlMs` late. Unknown keys and
 * failed reads are never kept: a guessed key always costs a read, and a database error always surfaces.
 */
export class CredentialCache extends TtlCache<Credentials> {
  constructor(
    private readonly accounts: AccountReads,
    options: TtlCacheOptions,
  ) {
    super(options);
  }

  /** The credentials of a key hash, or undefined when no such key (or its account) exists. */
  find(keyHash: string): Promise<Credentials | undefined> {
    return this.get(keyHash, async () => {
      const key = await this.accounts.findKeyByHash(keyHash);
      const account = key && (await this.accounts.getAccount(key.account_id));
      return key && account ? { key, account } : undefined;
    });
  }
}
