import type { CarrierPart, CarrierPartStore, PartOutcome } from "../../domain/ports.js";
import type { Database } from "./database.js";

/** Carrier ids of message parts in SQLite. */
export class SqliteCarrierPartStore implements CarrierPartStore {
  constructor(private readonly db: Database) {}

  /** Stores one part's carrier id; a repeated record of the part is ignored. */
  async record(part: Omit<CarrierPart, "outcome">): Promise<void> {
    this.db.run(
      `INSERT INTO carrier_parts (message_id, part, total, carrier_message_id) VALUES (?, ?, ?, ?)
       ON CONFLICT (message_id, part) DO NOTHING`,
      part.message_id,
      part.part,
      part.total,
      part.carrier_message_id,
    );
  }

  /** Every stored part of a message. */
  async parts(messageId: string): Promise<CarrierPart[]> {
    return this.db
      .all<CarrierPart>("SELECT * FROM carrier_parts WHERE message_id = ? ORDER BY part", messageId)
      .map(toPart);
  }

  /** The part with this carrier id, or undefined. */
  async find(carrierMessageId: string): Promise<CarrierPart | undefined> {
    const row = this.db.get<CarrierPart>(
      "SELECT * FROM carrier_parts WHERE carrier_message_id = ? LIMIT 1",
      carrierMessageId,
    );
    return row ? toPart(row) : undefined;
  }

  /** Records a part's first final outcome; every part of its message, or undefined for an unknown id. */
  async settle(carrierMessageId: string, outcome: PartOutcome): Promise<CarrierPart[] | undefined> {
    const found = this.db.get<{ message_id: string }>(
      "SELECT message_id FROM carrier_parts WHERE carrier_message_id = ? LIMIT 1",
      carrierMessageId,
    );
    if (!found) return undefined;
    this.db.run(
      "UPDATE carrier_parts SET outcome = ? WHERE carrier_message_id = ? AND outcome IS NULL",
      outcome,
      carrierMessageId,
    );
    return this.parts(found.message_id);
  }
}

function toPart(r: CarrierPart): CarrierPart {
  return { ...r, part: Number(r.part), total: Number(r.total), outcome: r.outcome ?? null };
}
