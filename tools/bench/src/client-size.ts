import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** The client's budget (issue 8): the whole client with webhook verification, minified + gzipped, 10 kB (SI). */
export const CLIENT_BUDGET_BYTES = 10_000;

/** Sizes of one bundle, in bytes. */
export interface BundleSize {
  /** Minified (esbuild, ES2022, ESM). */
  minified: number;
  /** Minified, then gzip level 9. */
  gzipped: number;
}

/** Bundles the named exports of one entry of the built client (with openapi-fetch) and measures the result. */
async function bundleSize(entry: string, names: readonly string[]): Promise<BundleSize> {
  const require = createRequire(import.meta.url);
  const clientDir = dirname(require.resolve("@sms-api/client/package.json"));
  const result = await build({
    stdin: {
      contents: `export { ${names.join(", ")} } from ${JSON.stringify(join(clientDir, entry))};`,
      resolveDir: clientDir,
    },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    write: false,
  });
  const code = result.outputFiles[0]?.contents;
  if (code === undefined) throw new Error(`esbuild produced nothing for ${entry}`);
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

/**
 * What a partner ships: the client (every operation, errors, retries, pagination) with webhook verification,
 * and webhook verification alone (`@sms-api/client/webhooks`), from the built `dist/`.
 */
export async function clientSizes(): Promise<{ full: BundleSize; webhooksOnly: BundleSize }> {
  const full = await bundleSize("dist/index.js", [
    "createSmsClient",
    "paginate",
    "SmsApiError",
    "SmsNetworkError",
    "SmsTimeoutError",
    "verifyWebhook",
    "signWebhook",
    "WebhookVerificationError",
  ]);
  const webhooksOnly = await bundleSize("dist/webhooks/index.js", [
    "verifyWebhook",
    "WebhookVerificationError",
  ]);
  return { full, webhooksOnly };
}
