import type { Account, ApiKeyRecord } from "../domain/types.js";
import type { AccountRepository } from "./account-repository.js";

/** An API key and the account it belongs to. */
export interface Credentials {
  /** The key's record (never the key itself). */
  key: ApiKeyRecord;
  /** Its account's settings (not its balances, which are always read fresh). */
  account: Account;
}

/** Options of {@link CredentialCache}. */
export interface CredentialCacheOptions {
  /** How long a found key is reused before it is read again; 0 reads on every request. */
  ttlMs: number;
  /** Most keys kept; the oldest entry goes first. */
  maxEntries: number;
  /** Clock, for tests. */
  now?: () => number;
}

/**
 * Found keys with their accounts, kept for `ttlMs` so that a request does not pay two reads to
 * authenticate (as API gateways cache credentials). Keys change only when an instance loads the fixture,
 * so another instance sees a revoked key at most `ttlMs` late. Unknown keys and failed reads are never
 * kept: a guessed key always costs a read, and a database error always surfaces.
 */
export class CredentialCache {
  private readonly entries = new Map<string, { credentials: Credentials; expires: number }>();
  private readonly now: () => number;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly options: CredentialCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The credentials of a key hash, or undefined when no such key (or its account) exists. */
  find(keyHash: string): Credentials | undefined {
    const now = this.now();
    const hit = this.entries.get(keyHash);
    if (hit && hit.expires > now) return hit.credentials;
    this.entries.delete(keyHash);
    const key = this.accounts.findKeyByHash(keyHash);
    const account = key && this.accounts.getAccount(key.account_id);
    if (!key || !account) return undefined;
    if (this.options.ttlMs > 0) {
      if (this.entries.size >= this.options.maxEntries) {
        this.entries.delete(this.entries.keys().next().value as string);
      }
      this.entries.set(keyHash, { credentials: { key, account }, expires: now + this.options.ttlMs });
    }
    return { key, account };
  }

  /** Forgets every key: after this instance loaded the fixture. */
  clear(): void {
    this.entries.clear();
  }
}
