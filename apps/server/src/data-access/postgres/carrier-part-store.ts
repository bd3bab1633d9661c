import type { CarrierPart, CarrierPartStore, PartOutcome } from "../../domain/ports.js";
import type { Sql } from "./sql-executor.js";

/** Carrier ids of message parts in PostgreSQL. */
export class PgCarrierPartStore implements CarrierPartStore {
  private readonly sql: Sql;

  constructor(sql: Sql) {
    this.sql = sql;
  }

  /**
   * Stores one part's carrier id; a repeated record of the part is ignored (held back to go with the
   * transaction's next statement or its commit).
   */
  async record(part: Omit<CarrierPart, "outcome">): Promise<void> {
    await this.sql.defer(
      `INSERT INTO carrier_parts (message_id, part, total, carrier_message_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (message_id, part) DO NOTHING`,
      [part.message_id, part.part, part.total, part.carrier_message_id],
    );
  }

  /** Every stored part of a message. */
  async parts(messageId: string): Promise<CarrierPart[]> {
    return this.sql.rows<CarrierPart>(
      `SELECT message_id, part, total, carrier_message_id, outcome FROM carrier_parts
       WHERE message_id = $1 ORDER BY part`,
      [messageId],
    );
  }

  /** The part with this carrier id, or undefined. */
  async find(carrierMessageId: string): Promise<CarrierPart | undefined> {
    return this.sql.row<CarrierPart>(
      `SELECT message_id, part, total, carrier_message_id, outcome FROM carrier_parts
       WHERE carrier_message_id = $1 LIMIT 1`,
      [carrierMessageId],
    );
  }

  /** Records a part's first final outcome; every part of its message, or undefined for an unknown id. */
  async settle(carrierMessageId: string, outcome: PartOutcome): Promise<CarrierPart[] | undefined> {
    const found = await this.sql.row<{ message_id: string }>(
      "SELECT message_id FROM carrier_parts WHERE carrier_message_id = $1 LIMIT 1",
      [carrierMessageId],
    );
    if (!found) return undefined;
    // Settles of one message's parts take turns, so the later one reads every outcome the earlier committed:
    // without the lock two parts settled at once each saw the other still open, and the message stayed `sent`.
    await this.sql.run("SELECT 1 FROM carrier_parts WHERE message_id = $1 ORDER BY part FOR UPDATE", [
      found.message_id,
    ]);
    await this.sql.run(
      "UPDATE carrier_parts SET outcome = $1 WHERE carrier_message_id = $2 AND outcome IS NULL",
      [outcome, carrierMessageId],
    );
    return this.parts(found.message_id);
  }
}
