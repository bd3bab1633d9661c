import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  committedGeneratedFiles,
  packagesWithGenerate,
  REPRODUCED_GENERATORS,
  regenerate,
  repoRoot,
} from "./regenerate.js";

const FIX = "run `npx -y pnpm@10.34.9 generate` and commit the result";

/** The first line where two texts differ (1-based), or undefined when they are equal. */
function firstDifferentLine(committed: string, fresh: string): number | undefined {
  if (committed === fresh) return undefined;
  const a = committed.split("\n");
  const b = fresh.split("\n");
  const index = b.findIndex((line, i) => a[i] !== line);
  return (index === -1 ? Math.min(a.length, b.length) : index) + 1;
}

let fresh: Map<string, string>;
beforeAll(async () => {
  fresh = await regenerate();
});

describe("freshness: every generated/ folder is what spec/ generates now", () => {
  it("reproduces the generate script of every package that has one", () => {
    expect(
      packagesWithGenerate(),
      "a package's `generate` script is not reproduced by test/freshness/regenerate.ts: add it there",
    ).toEqual(REPRODUCED_GENERATORS);
  });

  it("finds the committed generated files and regenerates something for each generator", () => {
    const committed = committedGeneratedFiles();
    for (const pkg of REPRODUCED_GENERATORS) {
      expect(
        committed.some((file) => file.startsWith(`${pkg}/generated/`)),
        pkg,
      ).toBe(true);
      expect(
        [...fresh.keys()].some((file) => file.startsWith(`${pkg}/generated/`)),
        pkg,
      ).toBe(true);
    }
  });

  it("has no generated file missing from the work tree and none extra", () => {
    const committed = committedGeneratedFiles();
    const missing = [...fresh.keys()].filter((file) => !committed.includes(file));
    const extra = committed.filter((file) => !fresh.has(file));
    expect(missing, `generated files missing from the work tree: ${FIX}`).toEqual([]);
    expect(extra, `files under generated/ that nothing generates: delete them, or ${FIX}`).toEqual([]);
  });

  it("has every committed generated file byte for byte equal to its regeneration", () => {
    const stale = [...fresh]
      .filter(([file]) => committedGeneratedFiles().includes(file))
      .flatMap(([file, text]) => {
        const line = firstDifferentLine(readFileSync(`${repoRoot}${file}`, "utf8"), text);
        return line === undefined ? [] : [`${file} (first difference at line ${line})`];
      });
    expect(stale, `stale generated files: ${FIX}`).toEqual([]);
  });
});
