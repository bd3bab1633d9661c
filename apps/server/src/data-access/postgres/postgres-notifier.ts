import { EventEmitter } from "node:events";
import pg from "pg";
import type { Notifier, Topic } from "../../domain/ports.js";

/** Where wake-ups travel and how a lost connection is retried. */
export interface PostgresNotifierOptions {
  /** The database every process shares. */
  connectionString: string;
  /** First wait before reconnecting after the connection dropped, doubled up to 5 s (default 100 ms). */
  reconnectDelayMs?: number;
  /** Called with the errors that made the notifier reconnect; ignored by default. */
  onError?: (error: Error) => void;
}

const TOPICS: readonly Topic[] = ["messages", "deliveries"];
const MAX_RECONNECT_DELAY_MS = 5000;

function channelOf(topic: Topic): string {
  return `sms_api_${topic}`;
}

/**
 * Wake-ups across every process on one database: LISTEN on a dedicated connection, `pg_notify` to publish.
 * A process listens only to the topics it has subscribers for: PostgreSQL sends every notification to every
 * listening connection, and an API process, which subscribes to none while no event stream is open, would
 * wake for each status change the workers publish (tools/bench/performance.md, "Session 36"). The connection
 * is re-opened when it drops, and every topic is then woken once, since wake-ups may have been missed
 * meanwhile. Best effort, like the port: a lost wake-up only waits for the next poll.
 */
export class PostgresNotifier implements Notifier {
  private readonly options: PostgresNotifierOptions;
  private readonly emitter = new EventEmitter<Record<Topic, []>>();
  private client: pg.Client | undefined;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private delayMs: number;
  private readonly sending = new Set<Topic>();
  private readonly sendAgain = new Set<Topic>();

  constructor(options: PostgresNotifierOptions) {
    this.options = options;
    this.delayMs = options.reconnectDelayMs ?? 100;
  }

  /** Opens the listening connection; rejects when the database cannot be reached now. */
  async start(): Promise<void> {
    await this.connect();
  }

  /**
   * Tells every subscriber on the database (this process's too) about `topic`. A burst is coalesced: while
   * one notification of the topic is on its way, further publishes send one more after it, not one each.
   */
  publish(topic: Topic): void {
    if (this.sending.has(topic)) {
      this.sendAgain.add(topic);
      return;
    }
    const client = this.client;
    if (!client) return;
    this.sending.add(topic);
    client
      .query("SELECT pg_notify($1, '')", [channelOf(topic)])
      .catch(() => {
        // The connection's own error handler reconnects; this wake-up is lost to the next poll.
      })
      .finally(() => {
        this.sending.delete(topic);
        if (this.sendAgain.delete(topic)) this.publish(topic);
      });
  }

  /** Calls `listener` on each wake-up of `topic`; returns the unsubscribe function. */
  subscribe(topic: Topic, listener: () => void): () => void {
    this.emitter.on(topic, listener);
    if (this.emitter.listenerCount(topic) === 1) this.listen(topic, "LISTEN");
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      this.emitter.off(topic, listener);
      if (this.emitter.listenerCount(topic) === 0) this.listen(topic, "UNLISTEN");
    };
  }

  /**
   * Starts or stops listening to `topic` on the current connection; a new connection listens to the subscribed
   * ones. What is published before a LISTEN holds is not heard: the subscriber's poll finds it, as the port
   * allows for any lost wake-up.
   */
  private listen(topic: Topic, command: "LISTEN" | "UNLISTEN"): void {
    this.client?.query(`${command} ${channelOf(topic)}`).catch(() => {
      // The connection's own error handler reconnects, and the new connection listens as subscribed.
    });
  }

  /** The topics with subscribers. */
  private subscribed(): Topic[] {
    return TOPICS.filter((t) => this.emitter.listenerCount(t) > 0);
  }

  /** Stops listening and closes the connection. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.emitter.removeAllListeners();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: "sms-api-notifier",
    });
    client.on("notification", (message) => {
      const topic = TOPICS.find((t) => channelOf(t) === message.channel);
      if (topic) this.emitter.emit(topic);
    });
    const lost = (error?: Error) => {
      if (error) this.options.onError?.(error);
      if (this.client !== client) return;
      this.client = undefined;
      client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    await client.connect();
    const topics = this.subscribed();
    if (topics.length > 0) await client.query(topics.map((t) => `LISTEN ${channelOf(t)}`).join("; "));
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    // Subscribed, or left by its last subscriber, while connecting: listened to, or no longer, now.
    const now = this.subscribed();
    for (const topic of now) if (!topics.includes(topic)) this.listen(topic, "LISTEN");
    for (const topic of topics) if (!now.includes(topic)) this.listen(topic, "UNLISTEN");
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(async () => {
      this.reconnectTimer = undefined;
      try {
        await this.connect();
        this.delayMs = this.options.reconnectDelayMs ?? 100;
        for (const topic of TOPICS) this.emitter.emit(topic);
      } catch (error) {
        this.options.onError?.(error as Error);
        this.delayMs = Math.min(this.delayMs * 2, MAX_RECONNECT_DELAY_MS);
        this.scheduleReconnect();
      }
    }, this.delayMs);
    this.reconnectTimer.unref();
  }
}
