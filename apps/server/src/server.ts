import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { loadOpenApi } from "@sms-api/openapi";
import type { Logger } from "pino";
import { buildApp } from "./app.js";
import type { Config } from "./config.js";
import { Database } from "./data-access/database.js";
import type { Fixture } from "./fixture/fixture-schema.js";
import { loadFixture } from "./fixture/load-fixture.js";
import { createServices, type Services } from "./services.js";

/** Where the docs site's build output is when `@sms-api/docs` cannot be loaded: `apps/docs/dist`. */
export const FALLBACK_DOCS_DIR = fileURLToPath(new URL("../../docs/dist", import.meta.url));

/** The built docs site, from `@sms-api/docs`'s documented `docsDistDir` export, else the fallback path. */
export async function resolveDocsDir(): Promise<string> {
  try {
    const docs = (await import("@sms-api/docs")) as { docsDistDir?: unknown };
    if (typeof docs.docsDistDir === "string") return docs.docsDistDir;
  } catch {
    // The docs package is optional at run time: the server works without it and says so at /docs.
  }
  return FALLBACK_DOCS_DIR;
}

/** A listening server and how to stop it. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:3000`. */
  url: string;
  /** The port actually listened on. */
  port: number;
  /** The loaded fixture. */
  fixture: Fixture;
  /** The services the server runs on (tests inspect them). */
  services: Services;
  /** Stops accepting, lets requests in flight finish, stops workers, closes the database. */
  close(): Promise<void>;
}

/** Extra options, mostly for tests. */
export interface StartOptions {
  /** Replaces the carrier simulator. */
  carrierFactory?: Parameters<typeof createServices>[3];
  /** Folder served at `/docs`; defaults to the built `@sms-api/docs` site. */
  docsDir?: string;
}

/** Opens the database, applies migrations, syncs the fixture, resumes pending messages and listens. */
export async function startServer(
  config: Config,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningServer> {
  const fixture = loadFixture(config.fixturePath);
  const db = new Database({
    path: config.databasePath,
    journalMode: config.databaseJournalMode,
    busyTimeoutMs: config.databaseBusyTimeoutMs,
    backgroundCheckpoints: true,
  });
  const applied = db.migrate();
  if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
  const services = createServices(db, config, logger, options.carrierFactory);
  services.accounts.syncFixture(fixture);
  services.credentials.clear();
  services.templates.clear();
  const { app, webhooks } = buildApp({
    config,
    logger,
    services,
    openApiDocument: loadOpenApi("v1"),
    docsDir: options.docsDir ?? (await resolveDocsDir()),
  });

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  server.keepAliveTimeout = 5_000;
  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;

  // Messages accepted before a restart continue where they stopped.
  const resumed = services.messages.activeIds();
  for (const id of resumed) {
    const m = services.messages.findById(id);
    if (m) services.carrier.submit(m);
  }
  if (resumed.length > 0) logger.info({ count: resumed.length }, "resumed pending messages");
  webhooks.start();
  const sweeper = setInterval(() => {
    services.limiter.sweep();
    services.idempotency.purgeExpired(new Date().toISOString());
  }, 60_000);
  sweeper.unref();

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    fixture,
    services,
    close() {
      closing ??= (async () => {
        clearInterval(sweeper);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await services.carrier.stop();
        await webhooks.stop();
        db.close();
      })();
      return closing;
    },
  };
}
