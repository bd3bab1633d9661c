import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const configPath = fileURLToPath(new URL("../tsconfig.types.json", import.meta.url));
const typeTests = fileURLToPath(new URL("./types/client-types.ts", import.meta.url));

/** Type-checks the type tests, optionally with a changed text, and returns the error lines in them. */
function errorLines(replaceText?: (text: string) => string): number[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error("cannot read tsconfig.types.json");
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = readFile(file);
    return text !== undefined && replaceText && file === typeTests ? replaceText(text) : text;
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    if (d.file?.fileName !== typeTests || d.start === undefined) {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    }
    return d.file.getLineAndCharacterOfPosition(d.start).line;
  });
}

describe("type safety of requests and responses", () => {
  const text = readFileSync(typeTests, "utf8");
  const expectations = text
    .split("\n")
    .flatMap((line, i) => (line.trim().startsWith("// @ts-expect-error") ? [i + 1] : []));

  it("compiles, every @ts-expect-error line being a real type error", () => {
    expect(expectations.length).toBeGreaterThan(20);
    expect(errorLines()).toEqual([]);
  });

  it("without the directives, each marked line fails to compile", () => {
    const lines = errorLines((source) => source.replaceAll("// @ts-expect-error", "//"));
    expect([...new Set(lines)].sort((a, b) => a - b)).toEqual(expectations);
  });
});
