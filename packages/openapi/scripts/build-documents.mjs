/**
 * Compiles spec/ and post-processes each emitted version into the published documents.
 * Shared by `pnpm generate` (which writes them) and the staleness test (which compares them).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { GENERATED_NOTE, postprocess } from "@sms-api/openapi-postprocess";
import { compileSpec, enumDescriptions } from "@sms-api/spec";
import { stringify } from "yaml";

const here = dirname(fileURLToPath(import.meta.url));
/** The spec folder. */
export const specDir = resolve(here, "../../../spec");
/** Where the published documents live. */
export const generatedDir = resolve(here, "../generated");

/** Compiles the spec and resolves to `{ v1: { json, yaml } }`: the exact text of each document. */
export async function buildDocuments() {
  const descriptions = enumDescriptions(await compileSpec());
  const out = mkdtempSync(join(tmpdir(), "sms-api-openapi-"));
  try {
    const tsp = join(specDir, "node_modules", ".bin", "tsp");
    execFileSync(tsp, ["compile", specDir, "--output-dir", out, "--warn-as-error"], { stdio: "pipe" });
    const emitted = join(out, "openapi3");
    const documents = {};
    for (const file of readdirSync(emitted).sort()) {
      const match = /^openapi\.(v[0-9]+)\.json$/.exec(file);
      if (!match) throw new Error(`Unexpected emitter output ${file}: expected openapi.<version>.json`);
      const version = match[1];
      const doc = postprocess(JSON.parse(readFileSync(join(emitted, file), "utf8")), {
        version,
        enumDescriptions: descriptions,
      });
      documents[version] = {
        json: `${JSON.stringify(doc, null, 2)}\n`,
        yaml: `# ${GENERATED_NOTE}\n${stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false })}`,
      };
    }
    return documents;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
