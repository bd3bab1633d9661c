import type { Message, MessageRecord } from "../domain/model.js";
import { envelope, v1Message } from "./v1/render.js";
import { v2Message } from "./v2/render.js";

/**
 * A send's answer in each API version: what the route sends with 202, and what a retry with the same
 * idempotency key gets back. One table, so that a SQLite writer process, which runs sends for the API
 * processes, stores exactly the answer the route would have rendered itself.
 */
export const sendAnswer = {
  /** `{ success: true, data: Message }`. */
  v1: (m: Message | MessageRecord) => envelope(v1Message(m)),
  /** The v2 message object. */
  v2: (m: Message | MessageRecord) => v2Message(m),
} as const;
