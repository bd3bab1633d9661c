// Experiment baseline (not part of `pnpm bench`): the floor under a PostgreSQL request in this design. HTTP
// processes on every core, each with a pool of 10 connections, make one round trip per request and nothing
// else: a GET reads the message named by the path's last segment (`SELECT *` by its key, as the reference
// server's get does), a POST inserts its body (one autocommit transaction: a WAL flush before the answer).
// With `PG_ECHO_TURNS` above 0, the gets asked during that many turns of the event loop share one statement,
// through the reference server's own `KeyLookupBatch`; 0 sends a statement per get. The table `echo_sends` is made
// in the database if missing. Used by src/experiments/round-trip-floor.ts.
// Usage: PG_ECHO_URL=postgres://… [PG_ECHO_TURNS=n] node pg-echo.ts <port> [processes]
import cluster from "node:cluster";
import { createServer, type ServerResponse } from "node:http";
import { KeyLookupBatch } from "@sms-api/server/testing";
import pg from "pg";
import { readJsonBody } from "./json-body.ts";

const port = Number(process.argv[2]);
const processes = Number(process.argv[3] ?? 1);
const url = process.env.PG_ECHO_URL;
const turns = Number(process.env.PG_ECHO_TURNS ?? 0);
const GET = "SELECT * FROM messages WHERE message_id = ANY($1::text[])";
const INSERT = "INSERT INTO echo_sends (key, body) VALUES ($1, $2) RETURNING id";

if (cluster.isPrimary) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "CREATE TABLE IF NOT EXISTS echo_sends (id bigserial PRIMARY KEY, key text UNIQUE, body jsonb)",
  );
  await client.end();
}
if (processes > 1 && cluster.isPrimary) {
  for (let i = 0; i < processes; i++) cluster.fork();
  // A child ends on SIGINT, so that a CPU profile (NODE_OPTIONS=--cpu-prof) is written.
  process.once("SIGTERM", () => {
    for (const child of Object.values(cluster.workers ?? {})) child?.process.kill("SIGINT");
    setTimeout(() => process.exit(0), 3000);
  });
} else {
  process.once("SIGINT", () => process.exit(0));
  serve(new pg.Pool({ connectionString: url, max: 10 }));
}

/** Answers GETs and POSTs with one round trip each (or a share of one, for batched GETs). */
function serve(pool: pg.Pool): void {
  const find = turns > 0 ? batchedFind(pool) : async (id: string) => (await readRows(pool, [id]))[0];
  createServer((req, res) => {
    if (req.method === "POST") {
      const key = String(req.headers["idempotency-key"] ?? "");
      readJsonBody(req, res, (body) =>
        pool.query<{ id: string }>({ name: "insert", text: INSERT, values: [key, body] }).then(
          (r) => answer(res, 202, { data: { id: r.rows[0]?.id } }),
          () => answer(res, 500, {}),
        ),
      );
      return;
    }
    const path = req.url ?? "/";
    find(path.slice(path.lastIndexOf("/") + 1)).then(
      (row) => answer(res, row ? 200 : 404, { data: row ?? null }),
      () => answer(res, 500, {}),
    );
  }).listen(port, "127.0.0.1");
}

async function readRows(pool: pg.Pool, ids: string[]): Promise<Array<{ message_id: string }>> {
  return (await pool.query<{ message_id: string }>({ name: "get", text: GET, values: [ids] })).rows;
}

/** A find whose calls during `turns` turns of the event loop share one statement. */
function batchedFind(pool: pg.Pool): (id: string) => Promise<unknown> {
  const batch = new KeyLookupBatch<{ message_id: string }>({
    sql: {
      rows: async <T>(text: string, values: readonly unknown[] = []) =>
        (await pool.query({ name: "get", text, values: [...values] })).rows as T[],
    },
    text: GET,
    keyOf: (row) => row.message_id,
    turns,
  });
  return (id) => batch.find(id);
}

function answer(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}
