import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningStaticServer, serveStatic } from "../src/static-server.js";

const root = mkdtempSync(join(tmpdir(), "sms-docs-static-"));
let server: RunningStaticServer;
beforeAll(async () => {
  mkdirSync(join(root, "site", "errors"), { recursive: true });
  writeFileSync(join(root, "site", "errors", "index.html"), "<p id=x>errors</p>");
  writeFileSync(join(root, "secret.txt"), "outside");
  server = await serveStatic({ root: join(root, "site") });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

it("listens on 127.0.0.1", () => expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/));

it("redirects a folder to its trailing slash and serves its index.html", async () => {
  const redirect = await fetch(`${server.url}/errors`, { redirect: "manual" });
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get("location")).toBe("/errors/");
  const page = await fetch(`${server.url}/errors/`);
  expect(page.headers.get("content-type")).toContain("text/html");
  expect(await page.text()).toContain("errors");
});

it("serves nothing outside its root, and 404 for what is missing", async () => {
  expect((await fetch(`${server.url}/..%2Fsecret.txt`)).status).toBe(404);
  expect((await fetch(`${server.url}/nope.html`)).status).toBe(404);
  expect((await fetch(`${server.url}/errors/`, { method: "POST" })).status).toBe(405);
});
