// CONTRIBUTING's worked additive example, made on a copy of the repository exactly as a designer would: the
// block read from CONTRIBUTING.md goes into spec/messages.tsp, then `generate`, `check:breaking` and the suites
// the change touches run in the copy. The platform's promise is that this change is easy; this keeps it so.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("../../..", import.meta.url));
const pnpm = ["-y", "pnpm@10.34.9"];
const anchor = "  variables?: VariableValue[];\n";

/** The `tsp` block of CONTRIBUTING's worked example, without the list item's indentation. */
function contributingExample(): string {
  const text = readFileSync(join(repo, "CONTRIBUTING.md"), "utf8");
  const section = text.slice(text.indexOf("### A worked example"));
  const block = /```tsp\n([\s\S]*?)\n\s*```/.exec(section)?.[1];
  if (!block) throw new Error("CONTRIBUTING.md has no tsp block in its worked example");
  return `${block
    .split("\n")
    .map((line) => line.replace(/^ {3}/, ""))
    .join("\n")}\n`;
}

/** Runs a command in the copy; returns its status and output instead of throwing. */
function inCopy(copy: string, command: string, args: string[], timeoutMs = 600_000) {
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: "utf8",
    timeout: timeoutMs,
    env: { ...process.env, FORCE_COLOR: "0", TURBO_TELEMETRY_DISABLED: "1" },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

let copy: string;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "sms-additive-example-"));
  // The files a clone would have (tracked and new, not ignored), as they are in this working tree.
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: repo,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repo, file), join(copy, file), { dereference: false });
  }
  // Offline, from the very store this checkout was installed from (turbo does not pass the environment that
  // may have chosen it, so it is read from the install's record): nothing is downloaded.
  const modules = readFileSync(join(repo, "node_modules/.modules.yaml"), "utf8");
  const storeDir = /"?storeDir"?:\s*"?([^"\n]+)"?/.exec(modules)?.[1];
  if (!storeDir)
    throw new Error("node_modules/.modules.yaml names no storeDir: install the repository first");
  const install = inCopy(copy, "npx", [
    ...pnpm,
    "install",
    "--frozen-lockfile",
    "--offline",
    "--store-dir",
    storeDir,
  ]);
  if (install.status !== 0) throw new Error(`install in the copy failed:\n${install.output}`);
  const specFile = join(copy, "spec/messages.tsp");
  const spec = readFileSync(specFile, "utf8");
  if (!spec.includes(anchor)) throw new Error(`spec/messages.tsp no longer has ${JSON.stringify(anchor)}`);
  writeFileSync(specFile, spec.replace(anchor, anchor + contributingExample()));
}, 900_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
}, 300_000);

describe("CONTRIBUTING's additive example on a copy of the repository", () => {
  it("generates: the document and the client's types carry the new optional field", () => {
    const generate = inCopy(copy, "npx", [...pnpm, "generate"]);
    expect(generate.status, generate.output).toBe(0);
    const document = JSON.parse(
      readFileSync(join(copy, "packages/openapi/generated/v1/openapi.json"), "utf8"),
    );
    const send = document.components.schemas.SendMessageRequest;
    expect(send.properties.reference).toMatchObject({ type: "string", maxLength: 64 });
    expect(send.required).not.toContain("reference");
    expect(readFileSync(join(copy, "packages/client/generated/v1/schema.d.ts"), "utf8")).toContain(
      "reference?: string",
    );
  }, 900_000);

  it("passes the gate", () => {
    const gate = inCopy(copy, "npx", [...pnpm, "check:breaking"]);
    expect(gate.status, gate.output).toBe(0);
    expect(gate.output).toContain("no breaking changes against the frozen v1 baseline");
  }, 600_000);

  it("passes the suites it affects: the gate's, the document's, the client's types, the generated properties", () => {
    const build = inCopy(copy, "npx", [...pnpm, "build"]);
    expect(build.status, build.output).toBe(0);
    const suites: [string, string[]][] = [
      ["@sms-api/check-breaking", []],
      ["@sms-api/openapi", []],
      ["@sms-api/client", ["test/generated-schema.test.ts", "test/type-safety.test.ts"]],
      ["@sms-api/contract-tests", ["test/properties/schema-arbitrary.test.ts"]],
    ];
    for (const [pkg, files] of suites) {
      const run = inCopy(copy, "npx", [...pnpm, "--filter", pkg, "exec", "vitest", "run", ...files]);
      expect(run.status, `${pkg}:\n${run.output}`).toBe(0);
    }
  }, 1_800_000);

  it("check:breaking exits 2, as documented, when the spec no longer compiles", () => {
    const specFile = join(copy, "spec/messages.tsp");
    writeFileSync(specFile, `${readFileSync(specFile, "utf8")}\nmodel Broken { field: NoSuchType }\n`);
    const gate = inCopy(copy, "npx", [...pnpm, "check:breaking"]);
    expect(gate.status, gate.output).toBe(2);
    expect(gate.output).toContain("NoSuchType");
    expect(gate.output).toContain("check:breaking could not run");
  }, 600_000);
});
