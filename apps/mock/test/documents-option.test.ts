import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadOpenApi, openApiPath } from "@sms-api/openapi";
import { afterAll, describe, expect, it } from "vitest";
import { startMock } from "../src/index.js";

const AUTH = { authorization: "Bearer sk_test_demo_0123456789abcdef" };
const scratch = mkdtempSync(join(tmpdir(), "mock-documents-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("startMock's documents", () => {
  it("serves one document alone with `document`, its version read from its paths", async () => {
    const mock = await startMock({ document: openApiPath("v2", "json") });
    try {
      expect(mock.versions).toEqual(["v2"]);
      const v2 = await fetch(`${mock.url}/v2/account`, {
        headers: AUTH,
        signal: AbortSignal.timeout(10_000),
      });
      expect(v2.status).toBe(200);
      expect(await v2.json()).toMatchObject({ object: "account" });
      // A path under no served version goes to the first version's Prism, which knows no such route.
      const v1 = await fetch(`${mock.url}/v1/account`, {
        headers: AUTH,
        signal: AbortSignal.timeout(10_000),
      });
      expect(v1.status).toBe(404);
    } finally {
      await mock.close();
    }
  });

  it("refuses a document whose paths do not share one version segment, naming the file", async () => {
    const document = loadOpenApi("v1");
    const paths = document.paths as Record<string, unknown>;
    paths["/v9/account"] = paths["/v1/account"];
    const file = join(scratch, "mixed.json");
    writeFileSync(file, JSON.stringify(document));
    await expect(startMock({ document: file })).rejects.toThrow(
      /mixed\.json: every path must start with one version segment/,
    );
  });

  it("refuses two documents of one version", async () => {
    const v1 = openApiPath("v1", "json");
    await expect(startMock({ documents: [v1, v1] })).rejects.toThrow("Two documents serve /v1");
  });
});
