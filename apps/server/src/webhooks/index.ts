import type { Express } from "express";
import type { Logger } from "pino";
import type { Config } from "../config.js";
import type { Database } from "../data-access/database.js";
import type { Services } from "../services.js";
import { DeliveryQueue } from "./delivery-queue.js";
import { DeliveryWorker } from "./delivery-worker.js";
import { EndpointRepository } from "./endpoint-repository.js";
import type { UrlPolicy } from "./url-safety.js";
import { webhookRoutes } from "./webhook-routes.js";

/** What the app gives the webhooks plug-in. */
export interface WebhookPluginDeps {
  /** The app the `/v1/webhooks` routes are mounted on. */
  app: Express;
  /** The server's database: endpoints and the delivery queue live next to the events. */
  db: Database;
  /** The URL policy switch and the retry schedule. */
  config: Pick<Config, "allowInsecureWebhooks" | "webhookRetrySchedule">;
  /** Parent logger; the worker logs through a `webhooks` child. */
  logger: Logger;
  /** The event store, where `webhook.test` events are written. */
  services: Pick<Services, "events" | "lifecycle">;
}

/** The webhooks plug-in: its routes are mounted at registration; the delivery worker runs between start and stop. */
export interface WebhookPlugin {
  /** Starts delivering queued events (call once the server listens). */
  start(): void;
  /** Stops the worker; attempts in flight are abandoned and sent again after the next start. */
  stop(): Promise<void>;
  /** The endpoint repository (tests and tools). */
  endpoints: EndpointRepository;
  /** The delivery queue (tests and tools). */
  queue: DeliveryQueue;
}

/** Mounts `/v1/webhooks` on the app and builds the delivery worker over the server's database. */
export function registerWebhooks({ app, db, config, logger, services }: WebhookPluginDeps): WebhookPlugin {
  const policy: UrlPolicy = { allowInsecure: config.allowInsecureWebhooks };
  const endpoints = new EndpointRepository(db);
  const queue = new DeliveryQueue(db);
  const worker = new DeliveryWorker({
    db,
    schedule: config.webhookRetrySchedule,
    policy,
    logger: logger.child({ component: "webhooks" }),
  });
  app.use(
    webhookRoutes({ db, endpoints, queue, events: services.events, policy, wake: () => worker.wake() }),
  );
  // A status change's deliveries are queued in its own transaction: send them now, not at the next poll.
  services.lifecycle.emitter.on("event", () => worker.wake());
  return {
    start: () => worker.start(),
    stop: () => worker.close(),
    endpoints,
    queue,
  };
}
