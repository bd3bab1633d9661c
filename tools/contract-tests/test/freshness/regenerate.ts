// Runs every generator of the repository in memory, so the checks never touch the work tree.
import { globSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildDocuments } from "@sms-api/openapi/build-documents";

/** The repository's root folder, with a trailing slash. */
export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

/** Workspace packages whose `generate` script {@link regenerate} reproduces. */
export const REPRODUCED_GENERATORS = ["packages/cli", "packages/client", "packages/openapi"];

interface CliGenerator {
  renderCommands(document: unknown, version: string): string;
}

interface ClientGenerator {
  SCHEMA_VERSIONS: readonly string[];
  renderSchema(version: string, document: unknown): Promise<string>;
}

// The client's and the CLI's generators are scripts their packages do not export: loaded by path, as
// `pnpm generate` runs them.
async function load<T>(relative: string): Promise<T> {
  return (await import(pathToFileURL(`${repoRoot}${relative}`).href)) as T;
}

/**
 * Every file `pnpm generate` would write from the current spec/, keyed by repo-relative path. The client's
 * types are rendered from the OpenAPI document generated here, not the committed one, so a spec change
 * that was never regenerated shows in both places.
 */
export async function regenerate(): Promise<Map<string, string>> {
  const client = await load<ClientGenerator>("packages/client/scripts/render-schema.mjs");
  const cli = await load<CliGenerator>("packages/cli/scripts/render-commands.mjs");
  const files = new Map<string, string>();
  const documents = await buildDocuments();
  for (const [version, { json, yaml }] of Object.entries(documents)) {
    files.set(`packages/openapi/generated/${version}/openapi.json`, json);
    files.set(`packages/openapi/generated/${version}/openapi.yaml`, yaml);
  }
  for (const version of client.SCHEMA_VERSIONS) {
    const json = documents[version]?.json;
    if (json === undefined)
      throw new Error(`the client generates ${version}, which the spec no longer emits`);
    files.set(
      `packages/client/generated/${version}/schema.d.ts`,
      await client.renderSchema(version, JSON.parse(json)),
    );
  }
  // The CLI's command table, from the document generated here (its generate script reads the committed one).
  const v1 = documents.v1?.json;
  if (v1 === undefined) throw new Error("the CLI generates v1, which the spec no longer emits");
  files.set("packages/cli/generated/v1/commands.ts", cli.renderCommands(JSON.parse(v1), "v1"));
  return files;
}

const SKIPPED = new Set(["node_modules", ".git", ".turbo", "dist"]);

/** Repo-relative paths of every file under any `generated/` folder of the work tree. */
export function committedGeneratedFiles(): string[] {
  return globSync("**/generated/**", {
    cwd: repoRoot,
    withFileTypes: true,
    exclude: (entry) => SKIPPED.has(typeof entry === "string" ? entry : entry.name),
  })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(repoRoot.length))
    .sort();
}

/** Workspace packages (repo-relative folders) whose package.json declares a `generate` script. */
export function packagesWithGenerate(): string[] {
  return globSync(["*/package.json", "*/*/package.json"], {
    cwd: repoRoot,
    exclude: (path: string) => SKIPPED.has(basename(path)),
  })
    .filter((file) => {
      const manifest = JSON.parse(readFileSync(`${repoRoot}${file}`, "utf8")) as {
        scripts?: Record<string, string>;
      };
      return manifest.scripts?.generate !== undefined;
    })
    .map((file) => file.slice(0, -"/package.json".length))
    .sort();
}
