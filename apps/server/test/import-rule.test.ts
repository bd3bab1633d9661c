import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL("..", import.meta.url));
const depcruise = fileURLToPath(
  new URL("../node_modules/dependency-cruiser/bin/dependency-cruiser.mjs", import.meta.url),
);
const config = fileURLToPath(new URL("../.dependency-cruiser.cjs", import.meta.url));

/** The violations dependency-cruiser reports for `src` under `cwd`, as `rule: from → to` (empty when it passes). */
async function violations(cwd: string): Promise<string[]> {
  // This test process's Node (24): the machine's own may be older than dependency-cruiser supports. JSON
  // output exits 0 even with violations, so the report itself is read.
  const { stdout } = await run(
    process.execPath,
    [depcruise, "src", "--config", config, "--output-type", "json"],
    { cwd, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe("the import rule (.dependency-cruiser.cjs)", () => {
  it("holds for the server's own source", async () => {
    expect(await violations(serverDir)).toEqual([]);
  });

  it("catches a domain that imports an adapter or a framework, an adapter that imports an entry point, and one API version importing another", async () => {
    const found = await violations(fileURLToPath(new URL("./fixtures/import-rule", import.meta.url)));
    const rules = new Set(found.map((v) => v.split(":")[0]));
    expect(rules).toEqual(
      new Set([
        "domain-imports-only-domain",
        "domain-no-frameworks",
        "adapters-import-domain-and-own-folder",
        "api-versions-independent",
      ]),
    );
    // The clean rule, which imports only the domain, is not among them.
    expect(found.filter((v) => v.includes("clean-rule"))).toEqual([]);
  });
}, 60_000);
