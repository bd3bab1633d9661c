#!/usr/bin/env node
/**
 * `pnpm --filter @sms-api/openapi freeze`: records the generated documents as the published ones.
 * Run it when a release ships; from then on the evolution gate (`pnpm check:breaking`) compares every spec change
 * against this copy, so a published version can only grow.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generatedDir } from "./build-documents.mjs";

/** The first line of every frozen copy, in place of the generated document's own note. */
const FROZEN_NOTE =
  "# Frozen copy of the published contract, recorded by `pnpm --filter @sms-api/openapi freeze`. Do not edit: the breaking-change test compares the generated document against it.";

const publishedDir = new URL("../published", import.meta.url).pathname;
for (const version of readdirSync(generatedDir)) {
  const generated = readFileSync(join(generatedDir, version, "openapi.yaml"), "utf8");
  const body = generated.slice(generated.indexOf("\n") + 1);
  mkdirSync(join(publishedDir, version), { recursive: true });
  writeFileSync(join(publishedDir, version, "openapi.yaml"), `${FROZEN_NOTE}\n${body}`);
  console.log(`published/${version}/openapi.yaml now records the published ${version}`);
}
