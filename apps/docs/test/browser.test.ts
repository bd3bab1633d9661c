import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadOpenApi } from "@sms-api/openapi";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUIDES } from "../src/guides.js";
import { listOperations, listWebhooks } from "../src/openapi-walk.js";
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
const screenshots = fileURLToPath(new URL("../screenshots/", import.meta.url));
const doc = loadOpenApi("v1");
const errorCodes = (doc.components as { schemas: { ErrorCode: { enum: string[] } } }).schemas.ErrorCode.enum;

let server: RunningStaticServer;
let browser: Browser;
let context: BrowserContext;
const requests: string[] = [];

beforeAll(async () => {
  if (!existsSync(join(docsDistDir, "index.html"))) {
    throw new Error(`no built site in ${docsDistDir}: run the docs build first`);
  }
  server = await serveStatic({ root: docsDistDir });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  // Every request is recorded; one for another host is also refused so a slip cannot hang the test.
  await context.route("**/*", (route) => {
    const url = route.request().url();
    requests.push(url);
    const host = url.startsWith("data:") ? "127.0.0.1" : new URL(url).hostname;
    return host === "127.0.0.1" ? route.continue() : route.abort();
  });
  mkdirSync(screenshots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the built docs site in Chromium", () => {
  it("renders every operation, webhook event and schema of the API reference", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/reference/`);
    await page.waitForSelector('[id$="/POST/v1/sms/send"]', { timeout: 100_000 });
    const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id));
    const text = await page.evaluate(() => document.body.textContent ?? "");

    const operations = listOperations(doc);
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) {
      expect(
        ids.some((id) => id.endsWith(`/${op.method}${op.path}`)),
        `${op.method} ${op.path}`,
      ).toBe(true);
      expect(text).toContain(op.summary);
    }
    const webhooks = listWebhooks(doc);
    expect(webhooks.length).toBeGreaterThan(0);
    for (const name of webhooks) {
      expect(
        ids.some((id) => id.endsWith(`/webhook/POST/${name}`)),
        `webhook ${name}`,
      ).toBe(true);
    }
    for (const schema of Object.keys((doc.components as { schemas: object }).schemas)) {
      expect(
        ids.some((id) => id.endsWith(`/models/${schema}`)),
        `schema ${schema}`,
      ).toBe(true);
    }
    await page.screenshot({ path: join(screenshots, "reference.png") });
    await page.locator('[id$="/POST/v1/sms/send"]').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, "reference-send.png") });
    await page.close();
  }, 120_000);

  it("has one anchor per error code, reachable as /errors#<code> like the problem `type` links", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/errors#insufficient_credits`);
    expect(new URL(page.url()).pathname).toBe("/errors/");
    const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id));
    for (const code of errorCodes)
      expect(
        ids.filter((id) => id === code),
        code,
      ).toHaveLength(1);
    expect(await page.evaluate(() => document.querySelector(":target")?.id)).toBe("insufficient_credits");
    await page.screenshot({ path: join(screenshots, "errors.png") });
    await page.close();
  });

  it("serves the home page and every guide with working navigation", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    for (const guide of GUIDES) {
      const response = await page.goto(`${server.url}/${guide.slug}/`);
      expect(response?.status(), guide.slug).toBe(200);
      expect((await page.locator("main h1").first().textContent())?.trim(), guide.slug).toBe(guide.title);
      const broken = await page.evaluate(async () => {
        const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
          .map((a) => a.href)
          .filter((href) => href.startsWith(location.origin));
        const answers = await Promise.all(
          links.map(async (href) => [href, (await fetch(href)).status] as const),
        );
        return answers.filter(([, status]) => status !== 200).map(([href]) => href);
      });
      expect(broken, `broken links on ${guide.slug}`).toEqual([]);
      if (guide.slug === "quick-start") await page.screenshot({ path: join(screenshots, "quick-start.png") });
    }
    await page.close();
  });

  it("requested nothing from any host but 127.0.0.1", () => {
    expect(requests.length).toBeGreaterThan(GUIDES.length);
    const elsewhere = requests.filter(
      (url) => !url.startsWith("data:") && new URL(url).hostname !== "127.0.0.1",
    );
    expect(elsewhere).toEqual([]);
  });
});
