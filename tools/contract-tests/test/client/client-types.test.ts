import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { regenerate, repoRoot } from "../freshness/regenerate.js";

const clientDir = dirname(createRequire(import.meta.url).resolve("@sms-api/client/package.json"));
const typesConfig = join(clientDir, "tsconfig.types.json");

/**
 * Type-checks the client's type tests (its `tsconfig.types.json`) with every generated file replaced by what
 * spec/ generates now, and returns the diagnostics as text.
 */
function diagnosticsAgainst(fresh: Map<string, string>): { files: string[]; messages: string[] } {
  const config = ts.getParsedCommandLineOfConfigFile(
    typesConfig,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error(`cannot read ${typesConfig}`);
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const byPath = new Map([...fresh].map(([file, text]) => [join(repoRoot, file), text]));
  host.readFile = (file) => byPath.get(file) ?? readFile(file);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
  const messages = ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
    return where ? `${d.file?.fileName}:${where.line + 1}: ${text}` : text;
  });
  return { files: config.fileNames, messages };
}

describe("client: its type tests compile against the types spec/ generates now", () => {
  it("compiles with zero errors, every @ts-expect-error line still being an error", async () => {
    const fresh = await regenerate();
    const schemas = [...fresh.keys()].filter((file) => file.startsWith("packages/client/generated/"));
    expect(schemas.length).toBeGreaterThan(0);
    const { files, messages } = diagnosticsAgainst(fresh);
    expect(files.length).toBeGreaterThan(0);
    // Not vacuous: the type tests assert refusals, and an unused @ts-expect-error is itself an error.
    const expectations = files
      .map((file) => readFileSync(file, "utf8").match(/\/\/ @ts-expect-error/g)?.length ?? 0)
      .reduce((a, b) => a + b, 0);
    expect(expectations).toBeGreaterThan(0);
    expect(messages).toEqual([]);
  });
});
