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
 * The API reference page: Scalar with the bundle and the document inlined, so it requests nothing from
 * any host (no fonts, no telemetry, no AI agent, no CDN).
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
    // "Test request" talks straight to the server the reader picks, never through Scalar's proxy.
    proxyUrl: "",
  };
  // Scalar fills the whole page: the way back to the guides goes into the introduction it renders.
  const shown = structuredClone(doc) as { info?: { description?: string } };
  shown.info = {
    ...shown.info,
    description: `[Guides](../) · [Error codes](../errors/) · [openapi.json](../openapi.json) · [openapi.yaml](../openapi.yaml)\n\n${shown.info?.description ?? ""}`,
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
Scalar.createApiReference("#app", Object.assign(${scriptJson(config)}, { content: ${scriptJson(shown)} }));
</script>
</body>
</html>
`;
}
