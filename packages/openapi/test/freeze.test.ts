import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("../scripts/freeze.mjs", import.meta.url));
const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs `freeze` into a new temporary published folder: its exit status, output and folder. */
function freeze(...args: string[]) {
  const published = mkdtempSync(join(tmpdir(), "sms-api-freeze-"));
  folders.push(published);
  const out = spawnSync(process.execPath, [script, "--published", published, ...args], { encoding: "utf8" });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr, published };
}

describe("freeze", () => {
  it("records every stable version and leaves the preview one unfrozen", () => {
    const { status, stdout, published } = freeze();
    expect(status).toBe(0);
    expect(readdirSync(published)).toEqual(["v1"]);
    expect(stdout).toContain("v2 is preview: not frozen");
    const frozen = readFileSync(join(published, "v1", "openapi.yaml"), "utf8");
    expect(frozen.split("\n")[0]).toMatch(/^# Frozen copy of the published contract/);
    expect(frozen).toContain("x-stage: stable");
  });

  it("refuses to freeze a preview version until the spec declares it stable", () => {
    const { status, stderr, published } = freeze("--version", "v2");
    expect(status).toBe(1);
    expect(stderr).toContain('v2 is preview: not frozen; declare it @stage("stable") in spec/versions.tsp');
    expect(existsSync(join(published, "v2"))).toBe(false);
  });

  it("refuses a version the spec does not emit", () => {
    const { status, stderr } = freeze("--version", "v9");
    expect(status).toBe(1);
    expect(stderr).toContain("v9 has no generated document");
  });
});
