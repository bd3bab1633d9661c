import type { Response } from "express";
import { ApiError } from "./api-error.js";

/** Limits and periods of the streams (the server's `EVENT_STREAM*` settings). */
export interface EventStreamOptions {
  /** Streams one API key may hold open at once in this process. */
  perKey: number;
  /** Pause between `: ping` comments. */
  heartbeatMs: number;
  /** Longest wait before reading the outbox again without a wake-up. */
  pollMs: number;
}

/** One open stream: its response and how to stop what feeds it. */
interface OpenStream {
  res: Response;
  stop: AbortController;
}

/**
 * The event streams open in this process: at most `perKey` per API key (counted here, per process), and
 * every one ended at shutdown, since an open response would keep the HTTP server from ever closing.
 */
export class EventStreams {
  private readonly byKey = new Map<string, Set<OpenStream>>();
  private closed = false;

  constructor(
    /** Limits and periods. */
    readonly config: EventStreamOptions,
  ) {}

  /**
   * Counts a new stream of the key (its hash, never the key) and returns the signal that ends it; throws
   * `429 too_many_streams` when the key holds its limit, or `503` once the server is shutting down.
   */
  open(keyHash: string, res: Response): AbortSignal {
    if (this.closed)
      throw new ApiError(503, "service_unavailable", "The server is shutting down; reconnect in a moment.", {
        headers: { "Retry-After": "1" },
      });
    const streams = this.byKey.get(keyHash) ?? new Set<OpenStream>();
    if (streams.size >= this.config.perKey)
      throw new ApiError(
        429,
        "too_many_streams",
        `This API key already has ${this.config.perKey} event streams open. Close one, or retry after the number of seconds in the Retry-After header.`,
        { headers: { "Retry-After": "5" } },
      );
    const stream: OpenStream = { res, stop: new AbortController() };
    streams.add(stream);
    this.byKey.set(keyHash, streams);
    const release = () => {
      stream.stop.abort();
      streams.delete(stream);
      if (streams.size === 0 && this.byKey.get(keyHash) === streams) this.byKey.delete(keyHash);
    };
    res.once("close", release);
    stream.stop.signal.addEventListener("abort", () => res.off("close", release), { once: true });
    return stream.stop.signal;
  }

  /** Streams open now for this key hash. */
  count(keyHash: string): number {
    return this.byKey.get(keyHash)?.size ?? 0;
  }

  /** Refuses new streams and ends every open one (clients reconnect elsewhere with `Last-Event-ID`). */
  closeAll(): void {
    this.closed = true;
    for (const streams of this.byKey.values())
      for (const stream of streams) {
        stream.stop.abort();
        stream.res.end();
      }
    this.byKey.clear();
  }
}
