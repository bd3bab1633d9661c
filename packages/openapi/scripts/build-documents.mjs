/**
 * Compiles a spec folder and post-processes each emitted version into the published documents.
 * Shared by `pnpm generate` (which writes them), the staleness test (which compares them) and
 * `@sms-api/check-breaking` (which compiles a copy of the spec and diffs it against the frozen baseline).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { GENERATED_NOTE, postprocess } from "@sms-api/openapi-postprocess";
import { enumDescriptions, sseEventUnions, VERSIONS_ENUM, versionStages } from "@sms-api/spec";
import { stringify } from "yaml";

const here = dirname(fileURLToPath(import.meta.url));
/** The spec folder. */
export const specDir = resolve(here, "../../../spec");
/** Where the published documents live. */
export const generatedDir = resolve(here, "../generated");

/**
 * The TypeSpec compiler the spec folder itself resolves, so that its emitters and libraries (found from
 * its `node_modules`, which a copy may symlink) and the program share one compiler instance.
 */
async function loadCompiler(dir) {
  const entry = createRequire(join(dir, "package.json")).resolve("@typespec/compiler");
  return import(pathToFileURL(entry).href);
}

/** `file.tsp:line:column: ` of a diagnostic, relative to the spec folder, or nothing when it has no place. */
function where(diagnostic, getSourceLocation, dir) {
  const target = diagnostic.target;
  if (target === undefined || typeof target === "symbol") return "";
  const location = getSourceLocation(target);
  if (location?.file === undefined) return "";
  const { line, character } = location.file.getLineAndCharacterOfPosition(location.pos);
  return `${relative(dir, location.file.path)}:${line + 1}:${character + 1}: `;
}

/**
 * Compiles `options.specDir` (default: the repo's `spec/`) with its `tspconfig.yaml`, warnings as errors,
 * and resolves to `{ v1: { json, yaml }, v2: … }`: the exact text of each document. Throws with every
 * diagnostic when the spec does not compile cleanly.
 */
export async function buildDocuments(options = {}) {
  const dir = resolve(options.specDir ?? specDir);
  const main = join(dir, "main.tsp");
  const out = mkdtempSync(join(tmpdir(), "sms-api-openapi-"));
  try {
    const { compile, getSourceLocation, NodeHost, resolveCompilerOptions } = await loadCompiler(dir);
    // The same resolution `tsp compile <dir>` does, without reading the caller's environment.
    const [compilerOptions, configDiagnostics] = await resolveCompilerOptions(NodeHost, {
      entrypoint: main,
      cwd: dir,
      env: {},
      overrides: { outputDir: out },
    });
    const program =
      configDiagnostics.length > 0
        ? undefined
        : await compile(NodeHost, main, { ...compilerOptions, warningAsError: true });
    const diagnostics = program?.diagnostics ?? configDiagnostics;
    if (diagnostics.length > 0) {
      const lines = diagnostics.map(
        (d) => `${where(d, getSourceLocation, dir)}${d.severity} ${d.code}: ${d.message}`,
      );
      throw new Error(`The spec in ${dir} does not compile cleanly:\n${lines.join("\n")}`);
    }
    const stages = versionStages(program);
    const sseEvents = sseEventUnions(program);
    const emitted = join(out, "openapi3");
    const documents = {};
    for (const file of readdirSync(emitted).sort()) {
      const match = /^openapi\.(v[0-9]+)\.json$/.exec(file);
      if (!match) throw new Error(`Unexpected emitter output ${file}: expected openapi.<version>.json`);
      const version = match[1];
      const stage = stages.find((s) => s.version === version);
      if (!stage) throw new Error(`The emitter wrote ${file}, but the spec declares no version ${version}.`);
      const doc = postprocess(JSON.parse(readFileSync(join(emitted, file), "utf8")), {
        version,
        enumDescriptions: enumDescriptions(program, version),
        stage,
        authoringSchemas: [VERSIONS_ENUM],
        sseEvents,
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
