import type { Template } from "../model.js";
import type { AccountReads } from "../ports.js";
import { TtlCache, type TtlCacheOptions } from "./ttl-cache.js";

/**
 * Templates by account, kept for `ttlMs` beside the credentials: a send otherwise pays a read for a row
 * that changes only when an instance loads the fixture (it then calls `clear()`; ~11 µs of a send,
 * tools/bench/performance.md). Another instance sees a deactivated template at most `ttlMs` late; unknown
 * templates are never kept.
 */
export class TemplateCache extends TtlCache<Template> {
  constructor(
    private readonly accounts: AccountReads,
    options: TtlCacheOptions,
  ) {
    super(options);
  }

  /** One of the account's templates, or undefined. */
  find(accountId: string, templateId: string): Promise<Template | undefined> {
    // Account ids are `acc_…` tokens: a space cannot occur in one, so the joined key is unambiguous.
    return this.get(`${accountId} ${templateId}`, () => this.accounts.getTemplate(accountId, templateId));
  }
}
