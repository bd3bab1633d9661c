import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { buildDocuments, type DocumentText } from "@sms-api/openapi/build-documents";
import { parse } from "yaml";
import { adviceFor } from "./advice.ts";
import { type BreakingChange, compareDocuments } from "./compare-documents.ts";
import type { Json } from "./json.ts";

export type { BreakingChange } from "./compare-documents.ts";

/** Options of {@link checkBreaking}. */
export interface CheckBreakingOptions {
  /** The spec folder to compile (`spec/` or a copy of it that resolves the spec's `node_modules`). */
  specDir: string;
  /** The frozen document to compare against, e.g. `packages/openapi/published/v1/openapi.yaml`. */
  baselinePath: string;
  /** The major version to compare (default `v1`). */
  version?: string;
  /** The documents `specDir` compiles to, when already built (one compile for every frozen version). */
  documents?: Record<string, DocumentText>;
}

/** The outcome of {@link checkBreaking}. */
export interface CheckBreakingResult {
  /** The version compared. */
  version: string;
  /** Every breaking change; empty when the version only grew. */
  breaking: BreakingChange[];
  /** How many changes were rated additive (new fields, operations, output enum values, docs). */
  additive: number;
}

/** Reads a frozen baseline (YAML or JSON). Throws when it is missing. */
export function readBaseline(baselinePath: string): Json {
  const path = resolve(baselinePath);
  if (!existsSync(path)) throw new Error(`No frozen baseline at ${path}`);
  return parse(readFileSync(path, "utf8")) as Json;
}

/**
 * Compiles `specDir` through the `pnpm generate` pipeline and compares the version's document with the
 * frozen baseline ({@link compareDocuments}): resolves to every breaking change. Throws when the spec does
 * not compile or the baseline is missing.
 */
export async function checkBreaking(options: CheckBreakingOptions): Promise<CheckBreakingResult> {
  const version = options.version ?? "v1";
  const baseline = readBaseline(options.baselinePath);
  const documents = options.documents ?? (await buildDocuments({ specDir: options.specDir }));
  const document = documents[version];
  if (document === undefined) {
    const emitted = Object.keys(documents).join(", ") || "none";
    const message = `The spec no longer emits ${version} (it emits: ${emitted}).`;
    const rule = "version-removed";
    return {
      version,
      breaking: [{ rule, where: "document", pointer: "#", message, advice: adviceFor(rule) }],
      additive: 0,
    };
  }
  const { breaking, additive } = await compareDocuments(baseline, JSON.parse(document.json) as Json);
  return { version, breaking, additive };
}
