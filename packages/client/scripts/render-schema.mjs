/**
 * Renders the openapi-typescript types of one API version from @sms-api/openapi's committed document.
 * Shared by the `generate` script (writes the file) and the staleness test (compares in memory).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const require = createRequire(import.meta.url);

/** The API versions whose types this package generates. */
export const SCHEMA_VERSIONS = ["v1", "v2"];

/** Folder of this package. */
export const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Where the committed types of a version live. */
export function schemaPath(version = "v1") {
  return join(packageDir, "generated", version, "schema.d.ts");
}

/** The OpenAPI document the types are generated from. */
export function documentPath(version = "v1") {
  return require.resolve(`@sms-api/openapi/${version}/openapi.json`);
}

/**
 * The full text of the types file, header included. `document` defaults to the committed one; the
 * contract tests pass a document generated in memory from spec/ to check freshness end to end.
 */
export async function renderSchema(version = "v1", document = undefined) {
  const source = documentPath(version);
  document ??= JSON.parse(readFileSync(source, "utf8"));
  const ast = await openapiTS(document, {
    silent: true,
    defaultNonNullable: false,
    cwd: pathToFileURL(`${dirname(source)}/`),
  });
  const header = [
    "// GENERATED FILE: DO NOT EDIT.",
    `// Types of the SMS API ${version}, made by openapi-typescript from @sms-api/openapi's generated/${version}/openapi.json.`,
    "// Regenerate with `pnpm --filter @sms-api/client generate`; a test fails when this file is stale.",
    "",
  ].join("\n");
  return `${header}${astToString(ast)}`;
}
