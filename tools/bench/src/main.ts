#!/usr/bin/env node
// `pnpm bench`: the one benchmark suite. Prints the tables on stdout, progress on stderr, and writes
// results/bench-results.json. Exits 0 whatever the figures; non-zero only when the harness failed
// (a section crashed, or the deadline cut the run short).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, tmpdir, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { killAllChildren } from "./child.ts";
import { runLoad, sendWarmupS } from "./load-section.ts";
import { buildMetrics } from "./metrics.ts";
import { judge, loadTable, metricsTable, sustainedTable } from "./report.ts";
import { readSettings, type Section, type Settings } from "./settings.ts";
import {
  type RawResults,
  runClient,
  runPipeline,
  runStartup,
  runWebhooks,
  type SuiteContext,
} from "./suite.ts";
import { runSustained } from "./sustained.ts";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../../..");
const resultsFile = join(here, "..", "results", "bench-results.json");

let settings: Settings;
try {
  settings = readSettings(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}

/** The message of an error and of its cause (fetch's "fetch failed" says why only there). */
function describeError(err: unknown): string {
  const e = err as Error & { cause?: Error & { code?: string } };
  const cause =
    e.cause instanceof Error ? ` (${[e.cause.code, e.cause.message].filter(Boolean).join(": ")})` : "";
  return `${e.message}${cause}`;
}

const RUNNERS: Record<Section, (ctx: SuiteContext) => Promise<void>> = {
  client: runClient,
  startup: runStartup,
  load: runLoad,
  sustained: runSustained,
  webhooks: runWebhooks,
  pipeline: runPipeline,
};

const started = Date.now();
const deadline = new AbortController();
const timer = setTimeout(
  () => deadline.abort(new Error(`deadline of ${settings.deadlineS} s reached`)),
  settings.deadlineS * 1000,
);
const interrupt = () => deadline.abort(new Error("interrupted"));
process.once("SIGINT", interrupt);
process.once("SIGTERM", interrupt);
// A hard deadline: whatever a section is waiting for, its processes end now and the section stops being awaited.
deadline.signal.addEventListener("abort", killAllChildren, { once: true });
const aborting = new Promise<never>((_, reject) =>
  deadline.signal.addEventListener("abort", () => reject(deadline.signal.reason), { once: true }),
);
aborting.catch(() => {});

const dir = mkdtempSync(join(tmpdir(), "sms-bench-"));
const results: RawResults = { load: [] };
const failures: { section: Section; error: string }[] = [];
const progress = (line: string) =>
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}\n`);
const ctx: SuiteContext = {
  root,
  dir,
  results,
  progress,
  cpuProfDir: settings.cpuProfDir,
  sustainedS: settings.sustainedS,
  databaseUrl: settings.databaseUrl,
  load: {
    rounds: settings.rounds,
    durationS: settings.durationS,
    warmupS: settings.warmupS,
    signal: deadline.signal,
  },
};

const machine = {
  cpu: cpus()[0]?.model ?? "unknown",
  cores: cpus().length,
  memory_bytes: totalmem(),
  node: process.version,
  kernel: release(),
  load_average_at_start: loadavg(),
};

for (const section of settings.sections) {
  if (deadline.signal.aborted) break;
  try {
    await Promise.race([RUNNERS[section](ctx), aborting]);
  } catch (err) {
    // After an abort the section's error is the abort itself; it is reported once below.
    if (!deadline.signal.aborted) {
      failures.push({ section, error: describeError(err) });
      progress(`${section} FAILED: ${describeError(err)}`);
    }
  }
}
clearTimeout(timer);
killAllChildren();
// The servers' and turbo's logs explain a failure: keep them then.
if (failures.length === 0) rmSync(dir, { recursive: true, force: true });
else progress(`logs of the servers and builds kept in ${dir}`);

const metrics = judge(buildMetrics(results));
const aborted = deadline.signal.aborted ? String((deadline.signal.reason as Error).message) : null;
const durationS = (Date.now() - started) / 1000;
const heading = `${settings.rounds} interleaved rounds × ${settings.durationS} s after ${settings.warmupS} s of warm-up each (send: ${sendWarmupS(settings.warmupS)} s), medians, ratios round by round; autocannon, keep-alive, no pipelining, 127.0.0.1`;
console.log(`\n## Load (${heading})\n`);
console.log(loadTable(results.load));
if (results.sustained && results.sustained.length > 0) {
  console.log(`\n## Sustained load (sends evenly paced, open-loop; every delivery verified)\n`);
  console.log(sustainedTable(results.sustained));
}
console.log("\n## Targets\n");
console.log(metricsTable(metrics));
console.log(
  `\n${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; load average at start ${machine.load_average_at_start.map((l) => l.toFixed(2)).join(" ")}; ${durationS.toFixed(0)} s`,
);
const flagged = results.load.filter((c) => c.errors > 0);
for (const c of flagged)
  console.log(
    `FLAGGED: ${c.name} at ${c.connections} conns had ${c.errors} errors (non-expected status or connection errors)`,
  );
for (const s of results.sustained ?? [])
  if (s.badSignatures > 0 || s.errors > 0)
    console.log(
      `FLAGGED: sustained ${s.engine}: ${s.errors} failed sends, ${s.badSignatures} deliveries that did not verify`,
    );
for (const s of results.sustained ?? [])
  for (const [kind, echo] of [
    ["bare", s.echoAtPace],
    ["durable", s.durableEchoAtPace],
  ] as const)
    if (echo && echo.errors > 0)
      console.log(
        `FLAGGED: sustained ${s.engine}: the ${kind} echo at the same pace had ${echo.errors} errors`,
      );
if (results.durableEchoAtHalfMaximum && results.durableEchoAtHalfMaximum.errors > 0)
  console.log(
    `FLAGGED: sustained: the durable echo at half its own maximum had ${results.durableEchoAtHalfMaximum.errors} errors`,
  );
if (results.webhooks && results.webhooks.badSignatures > 0)
  console.log(`FLAGGED: ${results.webhooks.badSignatures} webhook deliveries did not verify`);
for (const f of failures) console.log(`FAILED: ${f.section}: ${f.error}`);
if (aborted) console.log(`ABORTED: ${aborted}; the figures above are what was measured before it`);

mkdirSync(dirname(resultsFile), { recursive: true });
writeFileSync(
  resultsFile,
  `${JSON.stringify(
    {
      date: new Date(started).toISOString(),
      duration_s: Math.round(durationS),
      machine: { ...machine, load_average_at_end: loadavg() },
      // A database URL may hold a password: the record says only that one was given.
      settings: { ...settings, ...(settings.databaseUrl ? { databaseUrl: "(given)" } : {}) },
      aborted,
      failures,
      metrics,
      load: results.load,
      raw: { ...results, load: undefined },
    },
    null,
    2,
  )}\n`,
);
// Formatted as the repository's Biome settings want it, so the committed last-run record stays lint-clean.
spawnSync(join(root, "node_modules", ".bin", "biome"), ["format", "--write", resultsFile], {
  stdio: "ignore",
});
console.log(`\nwritten to ${resultsFile.slice(root.length + 1)}`);
// Exit explicitly: after an abort, a section may still hold a timer or a socket.
process.exit(failures.length > 0 || aborted ? 1 : 0);
