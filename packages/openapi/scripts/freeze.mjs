#!/usr/bin/env node
/**
 * `pnpm --filter @sms-api/openapi freeze`: records the generated documents as the published ones.
 * Run it when a release ships; from then on the breaking-change test compares every spec change
 * against this copy, so a published version can only grow.
 */
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { generatedDir } from "./build-documents.mjs";

const publishedDir = new URL("../published", import.meta.url).pathname;
for (const version of readdirSync(generatedDir)) {
  mkdirSync(join(publishedDir, version), { recursive: true });
  copyFileSync(join(generatedDir, version, "openapi.yaml"), join(publishedDir, version, "openapi.yaml"));
  console.log(`published/${version}/openapi.yaml now records the published ${version}`);
}
