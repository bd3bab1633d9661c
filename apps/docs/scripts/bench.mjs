#!/usr/bin/env node
// `bench`: site build time and the size of what a reader downloads.
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { buildSite } from "../lib/build-site.js";

const out = mkdtempSync(join(tmpdir(), "sms-docs-bench-"));
const t = performance.now();
buildSite(out);
const buildMs = performance.now() - t;

const sizeOf = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0)
    : statSync(path).size;
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(`docs: build ${buildMs.toFixed(0)} ms`);
console.log(`docs: site ${kib(sizeOf(out))} in total`);
console.log(
  `docs: reference page ${kib(sizeOf(join(out, "reference", "index.html")))} (Scalar bundle and document inlined)`,
);
console.log(`docs: errors page ${kib(sizeOf(join(out, "errors", "index.html")))}`);
rmSync(out, { recursive: true, force: true });
