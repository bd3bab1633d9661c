import { afterEach, describe, expect, it } from "vitest";
import { createSmsClient, paginate } from "../src/index.js";
import { type ScriptedServer, startScriptedServer } from "./scripted-server.js";

let server: ScriptedServer | undefined;
afterEach(() => server?.close());

describe("paginate", () => {
  it("follows next_cursor page by page, keeping the other query parameters", async () => {
    const pages: Record<string, { ids: string[]; next: string | null }> = {
      first: { ids: ["tmpl_a", "tmpl_b"], next: "c2" },
      c2: { ids: ["tmpl_c", "tmpl_d"], next: "c3" },
      c3: { ids: ["tmpl_e"], next: null },
    };
    server = await startScriptedServer((request) => {
      const cursor = new URL(request.url, "http://x").searchParams.get("cursor") ?? "first";
      const page = pages[cursor];
      if (!page) return { status: 400, body: { code: "invalid_request" } };
      return {
        status: 200,
        body: {
          success: true,
          data: page.ids.map((template_id) => ({ template_id })),
          next_cursor: page.next,
        },
      };
    });
    const client = createSmsClient({ baseUrl: server.baseUrl, apiKey: "sk_test_x" });
    const ids: string[] = [];
    for await (const template of paginate(client.templates.list, { limit: 2 }))
      ids.push(template.template_id);
    expect(ids).toEqual(["tmpl_a", "tmpl_b", "tmpl_c", "tmpl_d", "tmpl_e"]);
    expect(server.seen.map((r) => r.url)).toEqual([
      "/v1/templates?limit=2",
      "/v1/templates?limit=2&cursor=c2",
      "/v1/templates?limit=2&cursor=c3",
    ]);
  });

  it("stops early when the loop breaks, fetching no further page", async () => {
    server = await startScriptedServer((_, i) => ({
      status: 200,
      body: { success: true, data: [{ event_id: `evt_${i}` }], next_cursor: `c${i + 1}` },
    }));
    const client = createSmsClient({ baseUrl: server.baseUrl, apiKey: "sk_test_x" });
    for await (const event of paginate(client.events.list)) {
      expect(event.event_id).toBe("evt_0");
      break;
    }
    expect(server.seen).toHaveLength(1);
  });
});
