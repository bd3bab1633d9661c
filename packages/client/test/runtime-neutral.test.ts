import { createContext, runInContext } from "node:vm";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

// Only what the WinterTC minimum common API gives every runtime (Workers, Deno, Bun, browsers): no
// `process`, `Buffer`, `require` or `node:` modules.
const webGlobals = {
  fetch,
  Request,
  Response,
  Headers,
  FormData,
  URL,
  AbortController,
  AbortSignal,
  TextEncoder,
  TextDecoder,
  crypto,
  atob,
  btoa,
  setTimeout,
  clearTimeout,
  console,
  Uint8Array,
  ArrayBuffer,
};

/** An entry point bundled for a runtime without Node built-ins, evaluated in a context with web globals only. */
async function loadInWebRuntime<T = typeof import("../src/index.js")>(entry = "../src/index.ts"): Promise<T> {
  const result = await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    bundle: true,
    format: "iife",
    globalName: "smsClient",
    platform: "neutral",
    mainFields: ["module", "main"],
    write: false,
    logLevel: "silent",
  });
  const context = createContext({ ...webGlobals });
  runInContext(`${result.outputFiles[0]?.text}; globalThis.smsClient = smsClient;`, context);
  return (context as { smsClient: T }).smsClient;
}

describe("in a runtime with only fetch and Web Crypto", () => {
  it("signs and verifies webhooks, and calls the API through the given fetch", async () => {
    const lib = await loadInWebRuntime();
    const secret = `whsec_${btoa("0123456789abcdef0123456789abcdef")}`;
    const body = JSON.stringify({
      type: "webhook.test",
      timestamp: "2026-11-22T10:15:31Z",
      api_version: "v1",
      data: {},
    });
    const signed = await lib.signWebhook({ id: "evt_1", body, secret });
    const event = await lib.verifyWebhook(body, new Headers(signed.headers), secret);
    expect(event.type).toBe("webhook.test");
    await expect(lib.verifyWebhook(`${body} `, signed.headers, secret)).rejects.toMatchObject({
      reason: "no_matching_signature",
    });

    const seen: Request[] = [];
    const client = lib.createSmsClient({
      baseUrl: "https://api.example.test",
      apiKey: "sk_test_x",
      fetch: async (request) => {
        seen.push(request);
        return Response.json({ success: true, data: { account_id: "acc_1" } });
      },
    });
    await expect(client.account.get()).resolves.toMatchObject({ data: { account_id: "acc_1" } });
    expect(seen[0]?.url).toBe("https://api.example.test/v1/account");
    expect(seen[0]?.headers.get("authorization")).toBe("Bearer sk_test_x");
  });
});

describe("the v2 entry point in a runtime with only fetch and Web Crypto", () => {
  it("verifies v2 webhooks and calls v2's paths, sending the send's key as Idempotency-Key", async () => {
    const lib = await loadInWebRuntime<typeof import("../src/v2/index.js")>("../src/v2/index.ts");
    const secret = `whsec_${btoa("0123456789abcdef0123456789abcdef")}`;
    const body = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "webhook.test",
      created_at: "2026-11-22T10:15:31Z",
      api_version: "v2",
      data: { webhook_endpoint_id: "whk_1", message: "test" },
    });
    const signed = await lib.signWebhook({ id: "evt_1", body, secret });
    await expect(lib.verifyWebhook(body, new Headers(signed.headers), secret)).resolves.toMatchObject({
      type: "webhook.test",
    });

    const seen: Request[] = [];
    const client = lib.createSmsClient({
      baseUrl: "https://api.example.test",
      apiKey: "sk_test_x",
      fetch: async (request) => {
        seen.push(request);
        return Response.json({ id: "msg_1", object: "message" }, { status: 202 });
      },
    });
    await expect(
      client.messages.send({ to: "+919000000001", template_id: "tmpl_otp" }),
    ).resolves.toMatchObject({ id: "msg_1" });
    expect(seen[0]?.url).toBe("https://api.example.test/v2/messages");
    expect(seen[0]?.headers.get("idempotency-key")).toMatch(/\S/);
    expect(seen[0]?.headers.has("x-idempotency-key")).toBe(false);
  });
});
