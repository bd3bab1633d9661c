import { describe, expect, it } from "vitest";
import { checkWebhookUrl, type HostResolver } from "../../src/domain/webhooks/url-safety.js";

const dns: Record<string, string[]> = {
  "public.test": ["93.184.216.34", "2606:2800:220:1::1"],
  "mixed.test": ["93.184.216.34", "10.0.0.7"],
  "metadata.test": ["169.254.169.254"],
  "mapped.test": ["::ffff:192.168.1.1"],
  "ula.test": ["fd00::1"],
  "cgnat.test": ["100.64.1.1"],
  "loop.test": ["127.0.0.1", "::1"],
};
const resolve: HostResolver = async (host) => {
  const found = dns[host];
  if (!found) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
  return found;
};
const strict = { allowInsecure: false, resolve };
const insecure = { allowInsecure: true, resolve };

describe("checkWebhookUrl", () => {
  it("accepts https on a host whose every address is public", async () => {
    const verdict = await checkWebhookUrl("https://public.test/hooks?x=1", strict);
    expect(verdict).toMatchObject({ ok: true, addresses: ["93.184.216.34", "2606:2800:220:1::1"] });
    expect(await checkWebhookUrl("https://93.184.216.34:8443/h", strict)).toMatchObject({ ok: true });
  });

  it.each([
    ["http://public.test/h", /https/],
    ["ftp://public.test/h", /https/],
    ["not a url", /valid/],
    ["https://user:pw@public.test/h", /credentials/],
    ["https://mixed.test/h", /private/],
    ["https://metadata.test/h", /link-local/],
    ["https://mapped.test/h", /private/],
    ["https://ula.test/h", /unique-local/],
    ["https://cgnat.test/h", /carrier-grade NAT/],
    ["https://loop.test/h", /loopback/],
    ["https://127.0.0.1/h", /loopback/],
    ["https://[::1]/h", /loopback/],
    ["https://[::ffff:127.0.0.1]/h", /loopback/],
    ["https://0.0.0.0/h", /unspecified/],
    ["https://[ff02::1]/h", /multicast/],
    ["https://10.0.0.1/h", /private/],
    ["https://nowhere.test/h", /does not resolve/],
  ])("refuses %s", async (url, reason) => {
    const verdict = await checkWebhookUrl(url, strict);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toMatch(reason);
  });

  it("allows loopback, over http too, only when insecure webhooks are allowed", async () => {
    expect(await checkWebhookUrl("http://127.0.0.1:8080/h", insecure)).toMatchObject({ ok: true });
    expect(await checkWebhookUrl("http://[::1]:8080/h", insecure)).toMatchObject({ ok: true });
    expect(await checkWebhookUrl("http://loop.test:8080/h", insecure)).toMatchObject({ ok: true });
    expect(await checkWebhookUrl("https://loop.test/h", insecure)).toMatchObject({ ok: true });
    expect(await checkWebhookUrl("http://localhost:8080/h", { allowInsecure: true })).toMatchObject({
      ok: true,
    });
    // Private stays refused, and plain http to a public host is still not allowed.
    expect(await checkWebhookUrl("http://10.0.0.1/h", insecure)).toMatchObject({ ok: false });
    expect(await checkWebhookUrl("http://public.test/h", insecure)).toMatchObject({ ok: false });
    expect(await checkWebhookUrl("http://localhost:8080/h", { allowInsecure: false })).toMatchObject({
      ok: false,
    });
  });
});
