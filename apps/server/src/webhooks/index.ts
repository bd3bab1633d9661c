import type { Express } from "express";
import type { Logger } from "pino";
import type { Config } from "../config.js";
import type { Database } from "../data-access/database.js";
import type { Services } from "../services.js";

/** What the webhook feature gets to plug into the app. */
export interface WebhookPluginContext {
  /** The Express app: routes added here run after authentication, rate limiting and OpenAPI validation. */
  app: Express;
  db: Database;
  config: Config;
  logger: Logger;
  services: Services;
}

/** A running background part of the webhook feature, stopped on shutdown. */
export interface WebhookPlugin {
  /** Starts background workers (called once the server listens). */
  start(): void;
  /** Stops them; awaited during graceful shutdown. */
  stop(): Promise<void>;
}

/**
 * Registers webhook endpoint routes and delivery workers. Placeholder: the webhooks feature (issue 5)
 * owns and replaces this file. Until then the webhook operations answer 404 `route_not_found`.
 */
export function registerWebhooks(_context: WebhookPluginContext): WebhookPlugin {
  return { start() {}, async stop() {} };
}
