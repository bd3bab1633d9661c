#!/usr/bin/env node
/**
 * `pnpm --filter @sms-api/openapi freeze [--version vN]`: records generated documents as the published ones.
 * Run it when a release ships; from then on the evolution gate (`pnpm check:breaking`) compares every spec
 * change against this copy, so a published version can only grow.
 *
 * Without `--version` it re-records every `stable` and `deprecated` version (the additive changes they
 * received since their last freeze). A `preview` version is never frozen: freezing promises partners that
 * it only grows, so declare it `@stage("stable")` in spec/versions.tsp and run `pnpm generate` first; the
 * gate refuses a frozen version still declared `preview`. `retired` versions keep their last record.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { generatedDir } from "./build-documents.mjs";

/** The first line of every frozen copy, in place of the generated document's own note. */
const FROZEN_NOTE =
  "# Frozen copy of the published contract, recorded by `pnpm --filter @sms-api/openapi freeze`. Do not edit: the breaking-change test compares the generated document against it.";

/** The stages a frozen copy may record. */
const FREEZABLE = ["stable", "deprecated"];

// `--published` names another folder of frozen versions (the tests freeze into a temporary one).
const { values } = parseArgs({
  options: { version: { type: "string", multiple: true }, published: { type: "string" } },
});
const publishedDir = values.published ?? new URL("../published", import.meta.url).pathname;
const generated = readdirSync(generatedDir).filter((name) => /^v[0-9]+$/.test(name));
const stageOf = (version) =>
  JSON.parse(readFileSync(join(generatedDir, version, "openapi.json"), "utf8")).info?.["x-stage"];

let refused = false;
for (const version of values.version ?? generated) {
  if (!generated.includes(version)) {
    console.error(`${version} has no generated document: the spec emits ${generated.join(", ")}`);
    refused = true;
    continue;
  }
  const stage = stageOf(version);
  if (!FREEZABLE.includes(stage)) {
    const why =
      stage === "preview"
        ? `declare it @stage("stable") in spec/versions.tsp and run \`pnpm generate\` before freezing it`
        : "a retired version keeps its last frozen record";
    if (values.version !== undefined) {
      console.error(`${version} is ${stage}: not frozen; ${why}`);
      refused = true;
    } else console.log(`${version} is ${stage}: not frozen`);
    continue;
  }
  const text = readFileSync(join(generatedDir, version, "openapi.yaml"), "utf8");
  const body = text.slice(text.indexOf("\n") + 1);
  mkdirSync(join(publishedDir, version), { recursive: true });
  writeFileSync(join(publishedDir, version, "openapi.yaml"), `${FROZEN_NOTE}\n${body}`);
  console.log(`published/${version}/openapi.yaml now records the published ${version}`);
}
if (refused) process.exitCode = 1;
