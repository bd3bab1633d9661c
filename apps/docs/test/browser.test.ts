import { join } from "node:path";
import { loadOpenApi } from "@sms-api/openapi";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUIDES } from "../src/guides.js";
import { listOperations, listWebhooks } from "../src/openapi-walk.js";
import { artifactsDir, openSite, type SiteInBrowser } from "./browser-fixture.js";

const doc = loadOpenApi("v1");
const errorCodes = (doc.components as { schemas: { ErrorCode: { enum: string[] } } }).schemas.ErrorCode.enum;

let site: SiteInBrowser;
let context: BrowserContext;

beforeAll(async () => {
  site = await openSite();
  context = await site.context({ viewport: { width: 1400, height: 1000 } });
});

afterAll(async () => {
  await site?.close();
});

/** Each version's reference page: v1's where it always was, later versions' under their own folder. */
const REFERENCES = [
  { version: "v1", path: "/reference/" },
  { version: "v2", path: "/v2/reference/" },
] as const;

/**
 * The same-origin pages the open page links to that do not answer 200, each fetched once. `fetch` drops a
 * link's `#fragment`, so the hundreds of links into one reference page would fetch its megabytes hundreds of
 * times over for the same answer (the anchor tests in this file are what check fragments).
 */
function brokenLinks(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const pages = new Set(
      [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
        .map((a) => a.href.split("#")[0] ?? a.href)
        .filter((href) => href.startsWith(location.origin)),
    );
    const answers = await Promise.all(
      [...pages].map(async (href) => [href, (await fetch(href)).status] as const),
    );
    return answers.filter(([, status]) => status !== 200).map(([href]) => href);
  });
}

describe("the built docs site in Chromium", () => {
  it.each(REFERENCES)(
    "renders every operation, webhook event and schema of the $version reference",
    async ({ version, path }) => {
      const doc = loadOpenApi(version);
      const send = listOperations(doc).find((op) => op.operationId.endsWith("_send"));
      const page = await context.newPage();
      await page.goto(`${site.url}${path}`);
      await page.waitForSelector(`[id$="/POST${send?.path}"]`, { timeout: 100_000 });
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
      // The sidebar and the content follow the tags: every operation group before the webhook events.
      const groups = ids.filter((id) => /^[^/]+\/tag\/[^/]+$/.test(id)).map((id) => id.split("/").pop());
      const slug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      const operationGroups = [...new Set(operations.map((op) => slug(op.tag ?? "")))];
      expect(groups.slice(0, operationGroups.length).sort()).toEqual([...operationGroups].sort());
      expect(groups[0]).toBe(slug(send?.tag ?? ""));
      expect(groups.length).toBeGreaterThan(operationGroups.length);
      await page.close();
    },
    120_000,
  );

  it("shows our @sms-api/client sample and a curl snippet that sends one idempotency header", async () => {
    const page = await context.newPage();
    await page.goto(`${site.url}/reference/#tag/messages/POST/v1/sms/send`);
    const send = page.locator('[id$="/tag/messages/POST/v1/sms/send"]').first();
    await send.waitFor({ timeout: 100_000 });
    await expect
      .poll(() => send.locator("pre").first().textContent(), { timeout: 20_000 })
      .toContain("client.sms.send(");
    await page.screenshot({ path: join(artifactsDir, "reference-send.png") });
    await send.getByRole("button", { name: "@sms-api/client" }).click();
    expect(await page.getByRole("option").allTextContents()).toEqual(["@sms-api/client", "Curl"]);
    await page.getByRole("option", { name: "Curl" }).click();
    await expect.poll(() => send.locator("pre").first().textContent()).toContain("curl ");
    const curl = (await send.locator("pre").first().textContent()) ?? "";
    expect(curl.match(/--header '[^']*Idempotency-Key:/g)).toEqual(["--header 'X-Idempotency-Key:"]);
    await page.close();
  }, 120_000);

  it("opens the reference at each operation and webhook event the home page links", async () => {
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    const links = await page
      .locator("ul.operations a, ul.webhook-events a")
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
    expect(links).toHaveLength(listOperations(doc).length + listWebhooks(doc).length);
    // Scalar routes a fragment to the element whose id ends in it: every link has its element.
    await page.goto(`${site.url}/reference/`);
    await page.waitForSelector('[id$="/POST/v1/sms/send"]', { timeout: 100_000 });
    const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id));
    for (const link of links)
      expect(
        ids.some((id) => id.endsWith(`/${link.split("#")[1]}`)),
        link,
      ).toBe(true);
    // And a reader following one (a fresh load at the fragment) sees that operation or payload at the top.
    const webhookLink = links.find((l) => l.includes("/webhook/")) ?? "";
    for (const link of [links[1] ?? "", webhookLink]) {
      await page.goto("about:blank");
      await page.goto(`${site.url}/${link}`);
      const target = page.locator(`[id$="/${link.split("#")[1]}"]`).first();
      await target.waitFor({ timeout: 60_000 });
      await expect
        .poll(
          () => target.evaluate((e) => Math.abs(e.getBoundingClientRect().top) < window.innerHeight / 2),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
    }
    await page.close();
  }, 180_000);

  it("has one anchor per error code, reachable as /errors#<code> like the problem `type` links", async () => {
    const page = await context.newPage();
    await page.goto(`${site.url}/errors#insufficient_credits`);
    expect(new URL(page.url()).pathname).toBe("/errors/");
    const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id));
    for (const code of errorCodes)
      expect(
        ids.filter((id) => id === code),
        code,
      ).toHaveLength(1);
    expect(await page.evaluate(() => document.querySelector(":target")?.id)).toBe("insufficient_credits");
    await page.close();
  });

  it("serves the home page and every guide with working navigation", async () => {
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    for (const guide of GUIDES) {
      const response = await page.goto(`${site.url}/${guide.slug}/`);
      expect(response?.status(), guide.slug).toBe(200);
      expect((await page.locator("main h1").first().textContent())?.trim(), guide.slug).toBe(guide.title);
      const broken = await brokenLinks(page);
      expect(broken, `broken links on ${guide.slug}`).toEqual([]);
    }
    await page.close();
  });

  it("serves each version's home and error codes, and the changelog, with working links", async () => {
    const page = await context.newPage();
    for (const path of ["/", "/errors/", "/v2/", "/v2/errors/", "/changelog/"]) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status(), path).toBe(200);
      const broken = await brokenLinks(page);
      expect(broken, `broken links on ${path}`).toEqual([]);
    }
    await page.close();
  });

  it("requested nothing from any host but 127.0.0.1", () => {
    expect(site.requests.length).toBeGreaterThan(GUIDES.length);
    const elsewhere = site.requests.filter(
      (url) => !url.startsWith("data:") && new URL(url).hostname !== "127.0.0.1",
    );
    expect(elsewhere).toEqual([]);
  });
});
