/** Writes generated/<version>/schema.d.ts from the committed OpenAPI document. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { packageDir, renderSchema, SCHEMA_VERSIONS, schemaPath } from "./render-schema.mjs";

for (const version of SCHEMA_VERSIONS) {
  const target = schemaPath(version);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, await renderSchema(version));
  console.log(`wrote ${relative(packageDir, target)}`);
}
