import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from "playwright-core";
import { docsDistDir } from "../src/paths.js";
import { type RunningStaticServer, serveStatic } from "../src/static-server.js";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Where the browser tests keep their screenshots (git-ignored): one per page and width, for a human to look at. */
export const artifactsDir = fileURLToPath(new URL("../test-artifacts/", import.meta.url));

/** The built site served on a free 127.0.0.1 port, and Chromium, which refuses every other host. */
export interface SiteInBrowser {
  url: string;
  browser: Browser;
  /** A context whose every request is recorded in `requests`; one for another host is aborted. */
  context(options?: BrowserContextOptions): Promise<BrowserContext>;
  requests: string[];
  close(): Promise<void>;
}

/** Serves `dist/` and launches Chromium; the site must have been built (`pnpm build`). */
export async function openSite(): Promise<SiteInBrowser> {
  if (!existsSync(join(docsDistDir, "index.html"))) {
    throw new Error(`no built site in ${docsDistDir}: run the docs build first`);
  }
  mkdirSync(artifactsDir, { recursive: true });
  const server: RunningStaticServer = await serveStatic({ root: docsDistDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const requests: string[] = [];
  return {
    url: server.url,
    browser,
    requests,
    async context(options) {
      const context = await browser.newContext(options);
      // A slip that loads from another host must not hang the test: it is recorded, then refused.
      await context.route("**/*", (route) => {
        const url = route.request().url();
        requests.push(url);
        const host = url.startsWith("data:") ? "127.0.0.1" : new URL(url).hostname;
        return host === "127.0.0.1" ? route.continue() : route.abort();
      });
      return context;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
