/**
 * Prints the minified + gzipped size of the client bundle (client, errors, retries, pagination and webhook
 * verification, with openapi-fetch), and of webhook verification alone, against the 10 kB budget.
 */
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const BUDGET_BYTES = 10 * 1024;

async function gzippedSize(entry, exports) {
  const result = await build({
    stdin: {
      contents: `export { ${exports.join(", ")} } from ${JSON.stringify(entry)};`,
      resolveDir: process.cwd(),
    },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    write: false,
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const full = await gzippedSize("./dist/index.js", [
  "createSmsClient",
  "paginate",
  "SmsApiError",
  "SmsNetworkError",
  "SmsTimeoutError",
  "verifyWebhook",
  "signWebhook",
  "WebhookVerificationError",
]);
const webhooksOnly = await gzippedSize("./dist/webhooks/index.js", [
  "verifyWebhook",
  "WebhookVerificationError",
]);

if (full.gzipped > BUDGET_BYTES) process.exitCode = 1;
console.log(
  `client + webhook verification: ${kb(full.minified)} minified, ${kb(full.gzipped)} min+gzip (budget ${kb(BUDGET_BYTES)}) ${full.gzipped <= BUDGET_BYTES ? "OK" : "OVER BUDGET"}`,
);
console.log(
  `webhook verification alone (@sms-api/client/webhooks): ${kb(webhooksOnly.minified)} minified, ${kb(webhooksOnly.gzipped)} min+gzip`,
);
