// 409 idempotency_request_in_progress, met as a partner meets it: a send whose key's first request is still
// being accepted.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { ContractRequestInit, ContractResponse } from "../support/contract-client.js";
import { FULL_ACCOUNT, US_RECIPIENT } from "../support/contract-fixture.js";
import { whileIdempotencyKeyLocked } from "../support/faults/postgres-faults.js";
import type { ServerProcess } from "../support/server-process.js";
import type { VersionApi } from "../support/version-api.js";

/** Sends a message (the version's send operation) with the full key. */
export type Send = (init: ContractRequestInit) => Promise<ContractResponse>;

/** Concurrent identical sends per burst: enough to share a SQLite group commit. */
const BURST = 8;
/** Bursts tried before giving up (each with a fresh key). */
const MOST_BURSTS = 25;
const CODE = "idempotency_request_in_progress";

/** A send of one fixed body with the idempotency key `key`, in the version's header and recipient form. */
function withKey(api: VersionApi, key: string): ContractRequestInit {
  const body = { to: api.recipient(US_RECIPIENT), template_id: "tmpl_plain" };
  return { json: body, headers: { [api.idempotencyHeader]: key } };
}

/**
 * PostgreSQL: the server's own lock on the key (a transaction-level advisory lock while it accepts the key's
 * first request) is held by a test session, so the send finds the first request in progress; once it is
 * released, the key's first request is accepted.
 */
async function onPostgres(send: Send, server: ServerProcess, api: VersionApi) {
  const key = `contract-held-${randomUUID()}`;
  const held = await whileIdempotencyKeyLocked(
    server.databaseUrl,
    { accountId: FULL_ACCOUNT, mode: "test", apiVersion: api.version, key },
    () => send(withKey(api, key)),
  );
  expect(held.status, JSON.stringify(held.json)).toBe(409);
  expect((held.json as { code?: string }).code).toBe(CODE);
  expect(held.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
  const accepted = await send(withKey(api, key));
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(202);
  expect(accepted.headers.get("idempotent-replayed")).not.toBe("true");
}

/**
 * SQLite: bursts of identical sends with one fresh key each, until one lands in the group commit of the
 * key's first request before it committed (whether a burst does depends on how the requests arrive, hence
 * the bounded repetition). Every answer of a burst is 202 with one message, or 409.
 */
async function onSqlite(send: Send, api: VersionApi) {
  let refused = 0;
  for (let burst = 0; burst < MOST_BURSTS && refused === 0; burst++) {
    const key = `contract-burst-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: BURST }, () => send(withKey(api, key))));
    const accepted = answers.filter((r) => r.status === 202);
    const inProgress = answers.filter((r) => r.status === 409);
    for (const r of answers) expect([202, 409], JSON.stringify(r.json)).toContain(r.status);
    expect(accepted.length).toBeGreaterThan(0);
    expect(new Set(accepted.map((r) => api.idOf(api.resource(r.json), "message"))).size).toBe(1);
    for (const r of inProgress) {
      expect((r.json as { code?: string }).code).toBe(CODE);
      expect(r.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    }
    refused = inProgress.length;
  }
  expect(
    refused,
    `no burst of ${BURST} concurrent sends in ${MOST_BURSTS} met an uncommitted first request`,
  ).toBeGreaterThan(0);
}

/** Drives send's 409 `idempotency_request_in_progress` on `server`'s engine. */
export function driveInProgressCell(send: Send, server: ServerProcess, api: VersionApi): Promise<void> {
  return server.engine === "postgres" ? onPostgres(send, server, api) : onSqlite(send, api);
}
