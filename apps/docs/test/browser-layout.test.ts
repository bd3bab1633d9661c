import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { API_VERSIONS, loadOpenApi } from "@sms-api/openapi";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUIDES } from "../src/guides.js";
import { samplesDir } from "../src/paths.js";
import { artifactsDir, openSite, type SiteInBrowser } from "./browser-fixture.js";
import { expectedCaptions } from "./captions.js";

/** A phone (iPhone 12–15 class) and a common laptop. */
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 768 },
] as const;
/** Every page; a reference page (Scalar) names the element that shows it has rendered. */
const PAGES: { name: string; path: string; rendered?: string }[] = [
  { name: "home", path: "/" },
  ...GUIDES.map((g) => ({ name: g.slug, path: `/${g.slug}/` })),
  { name: "reference", path: "/reference/", rendered: '[id$="/POST/v1/sms/send"]' },
  { name: "v2-home", path: "/v2/" },
  { name: "v2-errors", path: "/v2/errors/" },
  { name: "v2-reference", path: "/v2/reference/", rendered: '[id$="/POST/v2/messages"]' },
  { name: "changelog", path: "/changelog/" },
];
const captions = new Set(expectedCaptions(loadOpenApi("v1")));

let site: SiteInBrowser;
const contexts = new Map<string, BrowserContext>();
beforeAll(async () => {
  site = await openSite();
  for (const { name, width, height } of WIDTHS) {
    contexts.set(name, await site.context({ viewport: { width, height } }));
    mkdirSync(join(artifactsDir, `${width}`), { recursive: true });
  }
});
afterAll(async () => {
  await site?.close();
});

/**
 * What a reader could not see: how far the page runs past the right edge, and every code block or caption
 * whose text runs past its own box. The guides wrap long lines; on the reference, Scalar's code boxes may
 * instead scroll sideways, so there a block only counts as hidden when no scrollable box holds it.
 */
async function hiddenContent(page: Page, scrollingAllowed: boolean) {
  return page.evaluate((scrolls) => {
    const width = document.documentElement.clientWidth;
    const inScrollBox = (e: Element) => {
      for (let box: Element | null = e; box && box !== document.body; box = box.parentElement) {
        if (
          /auto|scroll/.test(getComputedStyle(box).overflowX) &&
          box.getBoundingClientRect().right <= width + 1
        )
          return true;
      }
      return false;
    };
    const clipped = (selector: string) =>
      [...document.querySelectorAll(selector)]
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > width + 1)
        .filter((e) => !(scrolls && inScrollBox(e)))
        .map((e) => `${selector}: ${(e.textContent ?? "").slice(0, 60)}`);
    return {
      pageOverflow: document.documentElement.scrollWidth - width,
      clipped: [...clipped("main pre"), ...clipped("main figcaption")],
    };
  }, scrollingAllowed);
}

/** How much of the viewport's height the navigation covers. */
async function navShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const nav = document.querySelector(".site-nav")?.getBoundingClientRect();
    if (!nav) return 0;
    const visible = Math.max(0, Math.min(nav.bottom, window.innerHeight) - Math.max(nav.top, 0));
    return visible / window.innerHeight;
  });
}

describe.each(WIDTHS)("at $width px", ({ name, width }) => {
  it.each(PAGES)(
    "$name fits the screen: no overflow, nothing cut off (screenshot kept)",
    async ({ name: pageName, path, rendered }) => {
      const page = await contexts.get(name)?.newPage();
      if (!page) throw new Error("no context");
      await page.goto(`${site.url}${path}`);
      if (rendered) await page.waitForSelector(rendered, { timeout: 100_000 });
      const hidden = await hiddenContent(page, rendered !== undefined);
      expect(hidden.pageOverflow, `${pageName} is wider than the screen`).toBeLessThanOrEqual(0);
      expect(hidden.clipped).toEqual([]);
      await page.screenshot({
        path: join(artifactsDir, `${width}`, `${pageName}.png`),
        fullPage: rendered === undefined,
      });
      await page.close();
    },
    120_000,
  );
});

describe("on a phone", () => {
  it.each(PAGES.filter((p) => p.rendered === undefined))(
    "$name: the navigation covers at most a sixth of the screen, and scrolls away",
    async ({ path }) => {
      const page = await contexts.get("phone")?.newPage();
      if (!page) throw new Error("no context");
      await page.goto(`${site.url}${path}`);
      expect(await navShare(page)).toBeLessThanOrEqual(1 / 6);
      await page.evaluate(() => window.scrollTo(0, 400));
      expect(await navShare(page)).toBe(0);
      await page.close();
    },
  );

  it("opens the folded menu, which links every guide, each version's reference and the changelog", async () => {
    const page = await contexts.get("phone")?.newPage();
    if (!page) throw new Error("no context");
    await page.goto(`${site.url}/`);
    const links = page.locator(".nav-menu ul a");
    expect(await links.first().isVisible()).toBe(false);
    await page.locator(".nav-menu summary").click();
    expect(await links.evaluateAll((as) => as.filter((a) => a.checkVisibility()).length)).toBe(
      GUIDES.length + API_VERSIONS.length + 1,
    );
    await page.screenshot({ path: join(artifactsDir, "390", "home-menu-open.png") });
    await page.close();
  });
});

describe("every caption", () => {
  it("on every guide is one the guide asked for, whole", async () => {
    const page = await contexts.get("phone")?.newPage();
    if (!page) throw new Error("no context");
    const shown: string[] = [];
    for (const guide of GUIDES) {
      await page.goto(`${site.url}/${guide.slug}/`);
      shown.push(...(await page.locator("main figcaption").allTextContents()));
    }
    expect(new Set(shown)).toEqual(captions);
    expect(shown).toContain('POST /v1/sms/send → 402 (example "insufficient_credits")');
    await page.close();
  });
});

describe("the guides' tools", () => {
  it("copy: a block's button copies its code exactly as the sample file has it", async () => {
    const context = contexts.get("laptop");
    await context?.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
    const page = await context?.newPage();
    if (!page) throw new Error("no context");
    await page.goto(`${site.url}/quick-start/`);
    const figure = page.locator("figure.code", {
      has: page.locator("figcaption", { hasText: /^quick-start\.mjs$/ }),
    });
    await figure.locator("button.copy-code").click();
    await expect.poll(() => figure.locator("button.copy-code").textContent()).toBe("Copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(readFileSync(join(samplesDir, "quick-start.mjs"), "utf8").trimEnd());
    await page.close();
  });

  it("search: typing finds an error code's entry, and Enter opens it", async () => {
    const page = await contexts.get("phone")?.newPage();
    if (!page) throw new Error("no context");
    await page.goto(`${site.url}/quick-start/`);
    const input = page.locator(".site-search-input");
    await input.fill("insufficient credits");
    const first = page.locator(".site-search-results a").first();
    await expect.poll(() => first.getAttribute("href")).toBe("../errors/#insufficient_credits");
    await page.screenshot({ path: join(artifactsDir, "390", "search-results.png") });
    await input.press("Enter");
    await page.waitForURL(/\/errors\/#insufficient_credits$/);
    expect(await page.evaluate(() => document.querySelector(":target")?.id)).toBe("insufficient_credits");
    await input.fill("zzzzqqq");
    await expect.poll(() => page.locator(".site-search-results").textContent()).toContain("Nothing matches");
    await page.close();
  });
});
