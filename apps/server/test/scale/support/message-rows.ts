import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import type { StackEngine } from "../../../src/testing/start-stack.js";

/** What the tests read straight from the database: what the API does not show. */
export interface MessageRow {
  message_id: string;
  status: string;
  carrier_submissions: number;
}

const QUERY = "SELECT message_id, status, carrier_submissions FROM messages ORDER BY message_id";

/** Every message row of the stack's database (SQLite through node:sqlite, PostgreSQL through pg). */
export async function messageRows(engine: StackEngine, databaseUrl: string): Promise<MessageRow[]> {
  if (engine === "sqlite") {
    const db = new DatabaseSync(databaseUrl, { readOnly: true });
    try {
      db.exec("PRAGMA busy_timeout = 5000");
      return db
        .prepare(QUERY)
        .all()
        .map((r) => ({
          message_id: String(r.message_id),
          status: String(r.status),
          carrier_submissions: Number(r.carrier_submissions),
        }));
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<MessageRow>(QUERY);
    return rows.map((r) => ({ ...r, carrier_submissions: Number(r.carrier_submissions) }));
  } finally {
    await client.end();
  }
}
