import { pino } from "pino";
import { readConfigOrExit } from "./config/config.js";
import { FixtureError } from "./config/fixture-schema.js";
import { startServer } from "./main/start-server.js";

// The one place that reads the environment.
const config = readConfigOrExit(process.env);

// Synchronous writes: an asynchronous one goes through libuv's thread pool, a hand-off and two wake-ups per line
// when requests come one at a time, which cost an API process more than the write itself (tools/bench/
// performance.md, "Session 22"). Buffered: a write per line was a system call per request, a tenth of a get's
// CPU ("Session 24"); lines now leave in writes of 4 KiB, or within 100 ms of being logged when the server is
// quiet, and at every exit. What a SIGKILL or a crash of Node itself can lose is the last 100 ms of lines.
const destination = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 100 });
process.once("exit", () => destination.flushSync());
const logger = pino({ level: config.logLevel, base: { service: "sms-api-server" } }, destination);

try {
  const running = await startServer(config, logger);
  const database =
    config.database.engine === "sqlite"
      ? `${config.database.path} (SQLite)`
      : `${redactUrl(config.database.url)} (PostgreSQL)`;
  const lines =
    running.role === "worker"
      ? ["", `SMS API worker running (carrier and webhook dispatch, pid ${process.pid})`]
      : running.role === "writer"
        ? ["", `SMS API writer running (the API processes' sends on ${database}, pid ${process.pid})`]
        : [
            "",
            `SMS API reference server listening on ${running.url}`,
            `  API:      ${running.url}/v1   (contract: ${running.url}/openapi.json, docs: ${running.url}/docs)`,
          ];
  lines.push(
    `  Role:     ${running.role}`,
    `  Database: ${database}`,
    `  Fixture:  ${config.fixturePath}${config.usingDemoFixture ? " (bundled demo)" : ""}`,
    config.allowInsecureWebhooks
      ? "  Webhooks: loopback receivers allowed, over http too (ALLOW_INSECURE_WEBHOOKS=true: development only)"
      : "  Webhooks: public https receivers only (ALLOW_INSECURE_WEBHOOKS=true allows http://127.0.0.1 ones)",
  );
  if (config.usingDemoFixture && running.url !== "" && config.banner === "full") {
    // Printing keys is only acceptable for the public demo fixture, whose keys are in the repository.
    lines.push("  Demo keys (from the bundled demo fixture):");
    for (const account of running.fixture.accounts)
      for (const k of account.keys) lines.push(`    ${k.key}   ${k.mode}  ${k.scopes.join(" ")}`);
    lines.push(
      "",
      "  Try it:",
      `    curl -s ${running.url}/v1/sms/send -H 'Authorization: Bearer sk_test_demo_0123456789abcdef' \\`,
      `      -H 'Content-Type: application/json' -d '{"to":"919000000001","template_id":"tmpl_otp","variables":["123456","10"]}'`,
    );
  }
  // The start-up lines logged so far go before the banner, as they happened.
  destination.flushSync();
  process.stdout.write(`${lines.join("\n")}\n\n`);
  // A parent that started this process with an IPC channel (`start:scale`) learns when it has migrated and
  // synced: it lowers a worker's priority only then, so a niced worker never holds the start-up locks.
  process.send?.({ sms_api: "ready", role: running.role });

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    running.close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
} catch (err) {
  if (err instanceof FixtureError) {
    process.stderr.write(`Invalid fixture: ${err.message}\n`);
    process.exit(1);
  }
  if ((err as NodeJS.ErrnoException).code === "EADDRINUSE") {
    // The one mistake everyone makes locally (a second start): one line naming the setting, not a stack trace.
    process.stderr.write(
      `Port ${config.port} on ${config.host} is already in use (is the server already running?): stop that process, or set PORT to a free port, e.g. PORT=${config.port + 1}.\n`,
    );
    process.exit(1);
  }
  logger.fatal({ err }, "failed to start");
  process.exit(1);
}

/** A database URL without its password, for the banner. */
function redactUrl(raw: string): string {
  const url = new URL(raw);
  if (url.password) url.password = "***";
  return url.toString();
}
