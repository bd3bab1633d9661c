import { resolve } from "node:path";

/**
 * The suite's sections, in the order they run. The sustained runs go last: their drain lasts as long as the
 * worker's backlog, so a deadline that cuts it leaves every other section measured.
 */
export const SECTIONS = ["client", "startup", "load", "webhooks", "pipeline", "sustained"] as const;

/** One section of the suite. */
export type Section = (typeof SECTIONS)[number];

/** How the suite runs; every field has a default that keeps the whole run under 80 minutes. */
export interface Settings {
  /** Measured rounds per load cell; the figures are their medians (`BENCH_ROUNDS`, default 3). */
  rounds: number;
  /** Seconds of each measured round (`BENCH_DURATION_S`, default 3). */
  durationS: number;
  /** Seconds of warm-up before each measured round (`BENCH_WARMUP_S`, default 1). */
  warmupS: number;
  /** Hard limit of the whole run: past it everything is stopped and what was measured is printed (`BENCH_DEADLINE_S`, default 6000). */
  deadlineS: number;
  /** Seconds of the sustained-load run on each engine (`BENCH_SUSTAINED_S`, default 60). */
  sustainedS: number;
  /** An existing PostgreSQL (its user may create databases) instead of the embedded one (`BENCH_DATABASE_URL`; never printed). */
  databaseUrl?: string;
  /** Sections to run (`BENCH_ONLY`, comma-separated; default all). */
  sections: Section[];
  /** When set, the reference server under load runs with `--cpu-prof` and writes its profiles here (`BENCH_CPU_PROF`). */
  cpuProfDir?: string;
}

function number(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be a number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  return value;
}

/** Seconds of each measured load round unless `BENCH_DURATION_S` says otherwise. */
export const DEFAULT_DURATION_S = 3;

/** Reads the settings from `BENCH_*` variables; throws an error naming the bad variable. */
export function readSettings(env: Record<string, string | undefined>): Settings {
  const only = env.BENCH_ONLY?.trim();
  const sections = only ? only.split(",").map((s) => s.trim()) : [...SECTIONS];
  const unknown = sections.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY: unknown section ${unknown.join(", ")} (sections: ${SECTIONS.join(", ")})`);
  return {
    rounds: Math.round(number(env, "BENCH_ROUNDS", 3, 1, 20)),
    durationS: number(env, "BENCH_DURATION_S", DEFAULT_DURATION_S, 0.5, 60),
    warmupS: number(env, "BENCH_WARMUP_S", 1, 0, 30),
    deadlineS: number(env, "BENCH_DEADLINE_S", 6000, 10, 7200),
    sustainedS: number(env, "BENCH_SUSTAINED_S", 60, 5, 3600),
    sections: SECTIONS.filter((s) => sections.includes(s)),
    ...(env.BENCH_CPU_PROF?.trim() ? { cpuProfDir: resolve(env.BENCH_CPU_PROF.trim()) } : {}),
    ...(env.BENCH_DATABASE_URL?.trim() ? { databaseUrl: env.BENCH_DATABASE_URL.trim() } : {}),
  };
}
