import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const configPath = fileURLToPath(new URL("../tsconfig.types.json", import.meta.url));
/** The type tests: v1's, and v2's with the v1-to-v2 moves in both directions. */
const typeTests = ["client-types.ts", "client-v2-types.ts"].map((name) =>
  fileURLToPath(new URL(`./types/${name}`, import.meta.url)),
);

/** Type-checks the type tests, optionally with one file's text changed, and returns the error lines per file. */
function errorLines(changed?: string, replaceText?: (text: string) => string): Map<string, number[]> {
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
    return text !== undefined && replaceText && file === changed ? replaceText(text) : text;
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
  const lines = new Map<string, number[]>(typeTests.map((file) => [file, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const found = d.file === undefined ? undefined : lines.get(d.file.fileName);
    if (found === undefined || d.file === undefined || d.start === undefined) {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    }
    found.push(d.file.getLineAndCharacterOfPosition(d.start).line);
  }
  return lines;
}

describe.each(typeTests.map((file) => [file.slice(file.lastIndexOf("/") + 1), file] as const))(
  "type safety of requests and responses (%s)",
  (_name, file) => {
    const text = readFileSync(file, "utf8");
    const expectations = text
      .split("\n")
      .flatMap((line, i) => (line.trim().startsWith("// @ts-expect-error") ? [i + 1] : []));

    it("compiles, every @ts-expect-error line being a real type error", () => {
      expect(expectations.length).toBeGreaterThan(20);
      expect(errorLines().get(file)).toEqual([]);
    });

    it("without the directives, each marked line fails to compile", () => {
      const lines =
        errorLines(file, (source) => source.replaceAll("// @ts-expect-error", "//")).get(file) ?? [];
      expect([...new Set(lines)].sort((a, b) => a - b)).toEqual(expectations);
    });
  },
);
