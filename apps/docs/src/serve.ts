#!/usr/bin/env node
// `serve` (`pnpm docs`): the one place the docs app reads its configuration.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { docsDistDir } from "./paths.js";
import { serveStatic } from "./static-server.js";

/** Where `pnpm docs` listens unless `DOCS_HOST` / `DOCS_PORT` say otherwise. */
const DEFAULTS = { host: "127.0.0.1", port: 4020 };

const host = process.env.DOCS_HOST?.trim() || DEFAULTS.host;
const rawPort = process.env.DOCS_PORT?.trim();
const port = rawPort ? Number(rawPort) : DEFAULTS.port;
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`DOCS_PORT must be an integer from 0 to 65535, got ${JSON.stringify(rawPort)}`);
  process.exit(2);
}
if (!existsSync(join(docsDistDir, "index.html"))) {
  console.error(`No built site in ${docsDistDir}: run the docs build first.`);
  process.exit(1);
}

const server = await serveStatic({ root: docsDistDir, host, port });
console.log(
  `SMS API docs listening on ${server.url}/ (errors: ${server.url}/errors/, reference: ${server.url}/reference/)`,
);
const stop = () => server.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
