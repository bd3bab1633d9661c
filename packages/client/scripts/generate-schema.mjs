/** Writes generated/<version>/schema.d.ts from the committed OpenAPI document. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { packageDir, renderSchema, schemaPath } from "./render-schema.mjs";

for (const version of ["v1"]) {
  const target = schemaPath(version);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, await renderSchema(version));
  console.log(`wrote ${relative(packageDir, target)}`);
}
