/** What a receiver remembers to drop duplicates and stale events. Keep it in your database in production. */
export interface EventMemory {
  /** Whether this `webhook-id` was already handled. */
  seen(webhookId: string): boolean;
  /** The highest `sequence` handled for a message, or 0. */
  lastSequence(messageId: string): number;
  /** Records a handled event (and its message's sequence, for `sms.*` events). */
  remember(webhookId: string, message?: { message_id: string; sequence: number }): void;
}

/** An in-memory {@link EventMemory} that forgets ids after `ttlMs` (a day by default: longer than any retry gap). */
export function inMemoryEventMemory(ttlMs = 24 * 60 * 60 * 1000, now: () => number = Date.now): EventMemory {
  const ids = new Map<string, number>();
  const sequences = new Map<string, number>();
  const forgetOld = () => {
    const cutoff = now() - ttlMs;
    // Map keeps insertion order, so the oldest ids come first.
    for (const [id, at] of ids) {
      if (at >= cutoff) break;
      ids.delete(id);
    }
  };
  return {
    seen(webhookId) {
      forgetOld();
      return ids.has(webhookId);
    },
    lastSequence(messageId) {
      return sequences.get(messageId) ?? 0;
    },
    remember(webhookId, message) {
      ids.set(webhookId, now());
      if (message && message.sequence > (sequences.get(message.message_id) ?? 0)) {
        sequences.set(message.message_id, message.sequence);
      }
    },
  };
}
