import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSmsClient, type DeprecationNotice } from "../src/index.js";
import { createSmsClient as createV2Client } from "../src/v2/index.js";
import { type ScriptedServer, startScriptedServer } from "./scripted-server.js";

// What apps/server's lifecycle headers send for a deprecated version (api-v2.md §3).
const DEPRECATED = {
  deprecation: "@1767225600",
  sunset: "Wed, 01 Jul 2026 00:00:00 GMT",
  link: '</docs/migrate-v1-to-v2/>; rel="deprecation"; type="text/html"',
};
const ACCOUNT_V1 = { success: true, data: { account_id: "acc_1" } };

let server: ScriptedServer;
beforeEach(async () => {
  // v1 answers as a deprecated version, v2 as a preview one: no headers.
  server = await startScriptedServer((request) =>
    request.url.startsWith("/v1/")
      ? { status: 200, body: ACCOUNT_V1, headers: DEPRECATED }
      : { status: 200, body: { id: "acc_1", object: "account" } },
  );
});
afterEach(async () => {
  await server.close();
  vi.restoreAllMocks();
});

describe("a deprecated version", () => {
  it("is warned about once per process, across many calls and clients, naming version, sunset and guide", async () => {
    // vitest runs each test file in its own module graph, so this file starts as a fresh process does; it is
    // the file's only test that uses the default handler.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (let i = 0; i < 3; i++) {
      const client = createSmsClient({ baseUrl: server.baseUrl, apiKey: "sk_test_x" });
      await client.account.get();
      await client.account.get();
    }
    expect(server.seen).toHaveLength(6);
    expect(warn).toHaveBeenCalledTimes(1);
    const [message] = warn.mock.calls[0] ?? [];
    expect(message).toContain("SMS API v1 is deprecated since 2026-01-01");
    expect(message).toContain("Wed, 01 Jul 2026 00:00:00 GMT");
    expect(message).toContain(`${server.baseUrl}/docs/migrate-v1-to-v2/`);
  });

  it("calls onDeprecation instead, once per client and version, with the parsed notice", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const notices: DeprecationNotice[] = [];
    const client = createSmsClient({
      baseUrl: server.baseUrl,
      apiKey: "sk_test_x",
      onDeprecation: (notice) => notices.push(notice),
    });
    await client.account.get();
    await client.templates.list();
    expect(notices).toEqual([
      {
        version: "v1",
        deprecatedAt: new Date("2026-01-01T00:00:00Z"),
        sunset: new Date("2026-07-01T00:00:00Z"),
        link: `${server.baseUrl}/docs/migrate-v1-to-v2/`,
      },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("says nothing for a version that is not deprecated", async () => {
    const notices: DeprecationNotice[] = [];
    const client = createV2Client({
      baseUrl: server.baseUrl,
      apiKey: "sk_test_x",
      onDeprecation: (notice) => notices.push(notice),
    });
    await expect(client.account.get()).resolves.toEqual({ id: "acc_1", object: "account" });
    expect(notices).toEqual([]);
  });

  it("is noticed on an error answer too", async () => {
    await server.close();
    server = await startScriptedServer(() => ({
      status: 404,
      contentType: "application/problem+json",
      body: { success: false, status: 404, code: "message_not_found", detail: "no", title: "Not found" },
      headers: { deprecation: "@1767225600" },
    }));
    const notices: DeprecationNotice[] = [];
    const client = createSmsClient({
      baseUrl: server.baseUrl,
      apiKey: "sk_test_x",
      onDeprecation: (n) => notices.push(n),
    });
    await expect(client.sms.get("msg_1")).rejects.toMatchObject({ status: 404 });
    expect(notices).toEqual([{ version: "v1", deprecatedAt: new Date("2026-01-01T00:00:00Z") }]);
  });
});
