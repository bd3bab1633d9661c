import { EventEmitter } from "node:events";
import type { Notifier, Topic } from "../../domain/ports.js";

/**
 * Wake-ups inside one process. SQLite has no way to signal other processes sharing the file, so workers
 * there also poll; a wake-up only saves the wait for the next poll.
 */
export class LocalNotifier implements Notifier {
  private readonly emitter = new EventEmitter<Record<Topic, []>>();

  /** Calls this process's subscribers of `topic`. */
  publish(topic: Topic): void {
    this.emitter.emit(topic);
  }

  /** Calls `listener` on each wake-up of `topic`. */
  subscribe(topic: Topic, listener: () => void): () => void {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  }

  /** Drops every subscriber. */
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
