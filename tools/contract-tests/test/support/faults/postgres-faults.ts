import pg from "pg";
import type { DatabaseFaults } from "./database-faults.js";

/** The `application_name` of the server's pooled connections (apps/server's PostgresStorage). */
const SERVER_CONNECTIONS = "sms-api-server";

/** Runs `use` on a new session of the server's database, closed afterwards. */
async function withSession<T>(databaseUrl: string, use: (session: pg.Client) => Promise<T>): Promise<T> {
  const session = new pg.Client({ connectionString: databaseUrl, application_name: "contract-tests" });
  // A connection error is reported by the next query; unheard on the emitter it would end the test process.
  session.on("error", () => {});
  await session.connect();
  try {
    return await use(session);
  } finally {
    await session.end();
  }
}

/** Resolves when `promise` settles, whatever its outcome. */
function settled(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Faults through a session of the test on the server's PostgreSQL database. Unavailable: the session locks
 * every table, so each statement of the server waits on a lock, and the session terminates every server
 * backend found waiting (what a failover or an administrator's `pg_terminate_backend` does to in-flight
 * statements: SQLSTATE 57P01), until `during` settles.
 */
export function postgresFaults(databaseUrl: string): DatabaseFaults {
  return {
    whileUnavailable: (during) =>
      withSession(databaseUrl, async (session) => {
        const { rows } = await session.query<{ name: string }>(
          "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema()",
        );
        await session.query("BEGIN");
        try {
          await session.query(`LOCK TABLE ${rows.map((r) => r.name).join(", ")} IN ACCESS EXCLUSIVE MODE`);
          const outcome = during();
          const done = settled(outcome);
          let finished = false;
          void done.then(() => {
            finished = true;
          });
          while (!finished) {
            // Inside a transaction pg_stat_activity is read from one snapshot unless it is cleared.
            await session.query("SELECT pg_stat_clear_snapshot()");
            await session.query(
              `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
               WHERE datname = current_database() AND application_name = $1 AND wait_event_type = 'Lock'`,
              [SERVER_CONNECTIONS],
            );
            await Promise.race([done, new Promise((r) => setTimeout(r, 20))]);
          }
          return await outcome;
        } finally {
          await session.query("ROLLBACK");
        }
      }),
    whileTableRenamed: (table, during) =>
      withSession(databaseUrl, async (session) => {
        const original = session.escapeIdentifier(table);
        const renamed = session.escapeIdentifier(`${table}_renamed_by_contract_tests`);
        await session.query(`ALTER TABLE ${original} RENAME TO ${renamed}`);
        try {
          return await during();
        } finally {
          await session.query(`ALTER TABLE ${renamed} RENAME TO ${original}`);
        }
      }),
  };
}

/**
 * Runs `during` while a session of the test holds the advisory lock that the server's idempotency store
 * takes while it accepts a key's first request (apps/server/src/data-access/postgres/idempotency-store.ts):
 * to the server, that key's first request is still in progress.
 */
export function whileIdempotencyKeyLocked<T>(
  databaseUrl: string,
  scope: { accountId: string; mode: string; apiVersion: string; key: string },
  during: () => Promise<T>,
): Promise<T> {
  // Keys are scoped by API version too (api-v2.md §1): the same key through v1 and v2 is two keys.
  const lock = `idempotency:${scope.accountId}:${scope.mode}:${scope.apiVersion}:${scope.key}`;
  return withSession(databaseUrl, async (session) => {
    await session.query("SELECT pg_advisory_lock(hashtextextended($1, 0))", [lock]);
    try {
      return await during();
    } finally {
      await session.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [lock]);
    }
  });
}
