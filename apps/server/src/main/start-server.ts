import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import type { Config, ServerRole } from "../config/config.js";
import type { Fixture } from "../config/fixture-schema.js";
import { loadFixture } from "../config/load-fixture.js";
import type { CarrierGateway, StatusSink, Storage } from "../domain/ports.js";
import { buildApp } from "../entry-points/http/app.js";
import type { ApiServices } from "../entry-points/http/shared/api-services.js";
import { createApiServer } from "../entry-points/http/shared/protocol-errors.js";
import { type RunningWorker, startWorker } from "../entry-points/worker/worker.js";
import { serveWrites } from "../entry-points/writer/serve-writes.js";
import { WriterClient } from "../entry-points/writer/writer-client.js";
import {
  accountSetups,
  apiServices,
  carrierOf,
  type Engine,
  lifecycleOf,
  localSend,
  openEngine,
  urlPolicy,
  workerName,
} from "./compose.js";
import { servedVersions } from "./served-versions.js";

/** Where the docs site's build output is when `@sms-api/docs` cannot be loaded: `apps/docs/dist`. */
export const FALLBACK_DOCS_DIR = fileURLToPath(new URL("../../../docs/dist", import.meta.url));

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

/** How long a stopping writer process keeps answering the API processes still connected to it. */
const WRITER_GRACE_MS = 10_000;

/** A running process role and how to stop it. */
export interface RunningServer {
  /** What this process runs. */
  role: ServerRole;
  /** Base URL, e.g. `http://127.0.0.1:3000`; empty for a worker or writer. */
  url: string;
  /** The port actually listened on; 0 for a worker or writer. */
  port: number;
  /** The loaded fixture. */
  fixture: Fixture;
  /** Storage behind the ports (tests inspect it). */
  storage: Storage;
  /** The opened engine. */
  engine: Engine;
  /** The API's use cases, in an `api` or `all` process. */
  services: ApiServices | undefined;
  /** The worker's parts, in a `worker` or `all` process. */
  worker: RunningWorker | undefined;
  /** Stops accepting, lets requests and deliveries in flight finish, gives leases back, closes the database. */
  close(): Promise<void>;
}

/** Extra options, mostly for tests. */
export interface StartOptions {
  /** Replaces the carrier simulator. */
  carrier?: (sink: StatusSink) => CarrierGateway;
  /** Folder served at `/docs`; defaults to the built `@sms-api/docs` site. */
  docsDir?: string;
}

/**
 * Starts one process's role (`config.role`): opens the engine and migrates it (under its lock, so
 * instances starting together migrate once), syncs the fixture, then listens (api, all), runs the
 * carrier and webhook dispatchers (worker, all), or runs the API processes' sends (writer).
 */
export async function startServer(
  config: Config,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningServer> {
  const fixture = loadFixture(config.fixturePath);
  const engine = await openEngine(config);
  const { storage } = engine;
  const applied = await engine.migrate();
  if (applied.length > 0) logger.info({ migrations: applied, engine: storage.engine }, "database migrated");
  await storage.transaction((tx) => tx.accounts.sync(accountSetups(fixture), new Date().toISOString()));
  const lifecycle = lifecycleOf(engine);
  const serveHttp = config.role === "api" || config.role === "all";
  const writerSocket = config.sqliteWriterSocket;
  const writerLink =
    config.role === "api" && writerSocket
      ? new WriterClient({ socketPath: writerSocket, connectTimeoutMs: config.databaseBusyTimeoutMs })
      : undefined;
  const services = serveHttp ? apiServices(engine, config, lifecycle, writerLink) : undefined;
  const writer =
    config.role === "writer" && writerSocket
      ? await serveWrites({ socketPath: writerSocket, send: localSend(engine), storage, logger })
      : undefined;

  let server: Server | undefined;
  let port = 0;
  let url = "";
  if (services) {
    const app = buildApp({
      validateResponses: config.validateResponses,
      logger,
      services,
      ...servedVersions(),
      docsDir: options.docsDir ?? (await resolveDocsDir()),
    });
    const api = createApiServer(app);
    server = await new Promise<Server>((resolve, reject) => {
      api.once("error", reject);
      api.listen(config.port, config.host, () => {
        api.off("error", reject);
        resolve(api);
      });
    });
    server.keepAliveTimeout = 5_000;
    port = (server.address() as AddressInfo).port;
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    url = `http://${host}:${port}`;
  }
  const worker =
    config.role === "api" || config.role === "writer"
      ? undefined
      : startWorker({
          storage,
          notifier: engine.notifier,
          lifecycle,
          carrier: options.carrier ?? carrierOf(config, { storage, logger }),
          owner: workerName(),
          logger,
          policy: urlPolicy(config),
          retrySchedule: config.webhookRetrySchedule,
          leaseMs: config.workerLeaseMs,
          webhookTimeoutMs: config.webhookTimeoutMs,
        });

  let closing: Promise<void> | undefined;
  return {
    role: config.role,
    url,
    port,
    fixture,
    storage,
    engine,
    services,
    worker,
    close() {
      closing ??= (async () => {
        if (server) {
          const listening = server;
          // Open event streams never finish by themselves; ended here, their clients resume elsewhere.
          services?.eventStreams.closeAll();
          await new Promise<void>((resolve) => {
            listening.close(() => resolve());
            listening.closeIdleConnections();
          });
        }
        await writerLink?.close();
        await writer?.close(WRITER_GRACE_MS);
        await worker?.stop();
        await engine.notifier.close();
        await storage.close();
      })();
      return closing;
    },
  };
}
