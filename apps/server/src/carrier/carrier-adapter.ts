import type { MessageRecord } from "../data-access/message-repository.js";
import type { StatusUpdate } from "../domain/message-lifecycle.js";

/**
 * Receives a status update from a carrier; returns false when it was ignored (late, backward, or the
 * message was cancelled meanwhile), so the adapter can stop tracking the message. Throws when the update
 * could not be stored (e.g. the database stayed locked): the adapter must deliver it again later.
 */
export type StatusSink = (update: StatusUpdate) => boolean;

/** What the server needs from a carrier: hand over accepted messages, and stop. */
export interface CarrierAdapter {
  /** Takes an accepted message (or one resumed after a restart, in its current status). Never throws. */
  submit(message: MessageRecord): void;
  /** Stops every pending piece of work. */
  stop(): Promise<void>;
}
