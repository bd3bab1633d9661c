#!/usr/bin/env node
/** `pnpm generate`: writes generated/<version>/openapi.{json,yaml} from spec/. */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildDocuments, generatedDir } from "./build-documents.mjs";

const documents = await buildDocuments();
// A version the spec no longer emits must not linger.
for (const stale of readdirSync(generatedDir, { withFileTypes: true })) {
  if (stale.isDirectory() && !(stale.name in documents))
    rmSync(join(generatedDir, stale.name), { recursive: true });
}
for (const [version, { json, yaml }] of Object.entries(documents)) {
  const dir = join(generatedDir, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "openapi.json"), json);
  writeFileSync(join(dir, "openapi.yaml"), yaml);
  console.log(`wrote ${join("generated", version, "openapi.{json,yaml}")}`);
}
