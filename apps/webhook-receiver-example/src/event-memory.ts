/** What a receiver remembers to drop duplicates and stale events. Keep it in your database in production. */
export interface EventMemory {
  /** Whether this `webhook-id` was already handled. */
  seen(webhookId: string): boolean;
  /** The highest `sequence` handled for a message, or 0. */
  lastSequence(messageId: string): number;
  /** Records a handled event (and its message's sequence, for `sms.*` events). */
  remember(webhookId: string, message?: { message_id: string; sequence: number }): void;
}

/**
 * How long {@link inMemoryEventMemory} remembers by default: 4 days. The retries of one event span the
 * schedule's total (5 s + 5 min + 30 min + 2 h + 5 h + 10 h + 14 h + 20 h + 24 h ≈ 3.15 days, up to
 * ≈ 3.46 days with +10 % jitter), so a late retry is still recognised, with half a day to spare.
 */
export const DEFAULT_MEMORY_TTL_MS = 4 * 24 * 60 * 60 * 1000;

/** Options of {@link inMemoryEventMemory}. */
export interface InMemoryEventMemoryOptions {
  /** How long an id, and a message's last sequence, are kept after they were last handled. */
  ttlMs?: number;
  /** Clock (ms since the epoch). */
  now?: () => number;
}

/** Drops entries older than `cutoff` from a map kept in the order its entries were last touched. */
function forgetBefore<V>(map: Map<string, V>, cutoff: number, at: (value: V) => number): void {
  for (const [key, value] of map) {
    if (at(value) >= cutoff) break;
    map.delete(key);
  }
}

/**
 * An in-memory {@link EventMemory}: ids and per-message sequences are forgotten `ttlMs` after they were
 * last handled, so memory stays bounded by the traffic of that period.
 */
export function inMemoryEventMemory(options: InMemoryEventMemoryOptions = {}): EventMemory {
  const ttlMs = options.ttlMs ?? DEFAULT_MEMORY_TTL_MS;
  const now = options.now ?? Date.now;
  // Maps keep insertion order; entries are re-inserted when touched, so the oldest come first.
  const ids = new Map<string, number>();
  const sequences = new Map<string, { sequence: number; at: number }>();
  const forgetOld = () => {
    const cutoff = now() - ttlMs;
    forgetBefore(ids, cutoff, (at) => at);
    forgetBefore(sequences, cutoff, (entry) => entry.at);
  };
  return {
    seen(webhookId) {
      forgetOld();
      return ids.has(webhookId);
    },
    lastSequence(messageId) {
      forgetOld();
      return sequences.get(messageId)?.sequence ?? 0;
    },
    remember(webhookId, message) {
      forgetOld();
      const at = now();
      ids.delete(webhookId);
      ids.set(webhookId, at);
      if (message) {
        const last = sequences.get(message.message_id)?.sequence ?? 0;
        sequences.delete(message.message_id);
        sequences.set(message.message_id, { sequence: Math.max(last, message.sequence), at });
      }
    },
  };
}
