/** A request from the bench to the receiver process (`id` pairs it with its reply). */
export type ReceiverRequest =
  | { id: number; op: "secret"; path: string; secret: string }
  | { id: number; op: "reset" }
  | { id: number; op: "counts" }
  /** `by`: times, ms since the epoch; the reply counts the receipts that arrived by each. */
  | { id: number; op: "summary"; by: number[] };

/** The receiver's verified deliveries so far (see `Receiver`). */
export interface ReceiverCounts {
  /** Distinct verified deliveries (endpoint and event id). */
  distinct: number;
  /** Verified deliveries received again. */
  duplicates: number;
  /** Deliveries that did not verify. */
  bad: number;
  /** Verified deliveries, duplicates included. */
  receipts: number;
}

/** Delays and timing of the verified deliveries so far. */
export interface ReceiverSummary {
  /** Status change → receipt, ms (NaN for none). */
  deliveryP50Ms: number;
  /** Status change → receipt, ms (NaN for none). */
  deliveryP99Ms: number;
  /** Receipts that arrived by each of the summary's `by` times, in their order. */
  deliveredBy: number[];
  /** When the last receipt arrived, ms since the epoch (0 for none). */
  lastReceipt: number;
  /** Verified deliveries, duplicates included. */
  receipts: number;
}

/** A message from the receiver process: its start, or the answer to request `id`. */
export type ReceiverReply = { op: "listening"; url: string } | { id: number; value: unknown };
