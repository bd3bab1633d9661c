import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { OpenApiDocument } from "./openapi-walk.js";

/** Scalar's self-contained browser bundle (no chunks, no CDN). */
function scalarStandaloneBundle(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("@scalar/api-reference");
  const distDir = entry.slice(0, entry.lastIndexOf("/dist/") + "/dist/".length);
  return readFileSync(join(distDir, "browser", "standalone.js"), "utf8");
}

/** JSON that is safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/**
 * Every snippet target Scalar 1.72 generates but shell: the reference offers curl and our own
 * `@sms-api/client` samples (`x-codeSamples`), not generic HTTP code in languages we ship no client for.
 * The browser test lists the menu, so a target added by a Scalar upgrade shows up there.
 */
const HIDDEN_CLIENTS = {
  ...Object.fromEntries(
    [
      "c",
      "clojure",
      "csharp",
      "dart",
      "fsharp",
      "go",
      "http",
      "java",
      "js",
      "julia",
      "kotlin",
      "node",
      "objc",
      "ocaml",
      "php",
      "powershell",
      "python",
      "r",
      "ruby",
      "rust",
      "swift",
    ].map((target) => [target, true]),
  ),
  shell: ["httpie", "wget"],
};

/**
 * The API reference page: Scalar with the bundle and `doc` (the reference's copy, see `referenceDocument`)
 * inlined, so it requests nothing from any host (no fonts, no telemetry, no AI agent, no CDN).
 */
export function renderReferencePage(doc: OpenApiDocument): string {
  const info = doc.info as { title?: string } | undefined;
  const config = {
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    hideClientButton: false,
    showDeveloperTools: "never",
    documentDownloadType: "both",
    defaultOpenAllTags: true,
    hiddenClients: HIDDEN_CLIENTS,
    // "Test request" talks straight to the server the reader picks, never through Scalar's proxy.
    proxyUrl: "",
  };
  // A `</script` inside the bundle would end the element early; `<\/script` means the same to JavaScript.
  const bundle = scalarStandaloneBundle().replaceAll("</script", "<\\/script");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · ${info?.title ?? "SMS API"}</title>
<link rel="icon" href="data:,">
</head>
<body>
<div id="app"></div>
<script>${bundle}</script>
<script>
Scalar.createApiReference("#app", Object.assign(${scriptJson(config)}, { content: ${scriptJson(doc)} }));
</script>
</body>
</html>
`;
}
