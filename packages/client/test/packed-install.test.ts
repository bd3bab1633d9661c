import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packedProject } from "./packed-project.js";
import { type Prism, startPrism } from "./prism.js";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

const program = `import { createSmsClient, signWebhook, verifyWebhook, type WebhookEvent } from "@sms-api/client";
import type { components } from "@sms-api/client/schema";
import * as v2 from "@sms-api/client/v2";
import type { components as v2Components } from "@sms-api/client/v2/schema";

const client = createSmsClient({ baseUrl: process.argv[2] ?? "", apiKey: "sk_test_demo_0123456789abcdef" });
const { data: sent } = await client.sms.send({ to: "919000000001", template_id: "tmpl_otp", variables: ["1", "2"] });
const { data: message }: { data: components["schemas"]["Message"] } = await client.sms.get(sent.message_id);
const secret = "whsec_" + Buffer.from("0123456789abcdef0123456789abcdef").toString("base64");
const signed = await signWebhook({ id: "evt_1", body: { type: "webhook.test", timestamp: "2026-11-22T10:15:31.480Z", api_version: "v1", data: { webhook_id: "whk_1", message: "test" } }, secret });
const event: WebhookEvent = await verifyWebhook(signed.body, signed.headers, secret);
const next = v2.createSmsClient({ baseUrl: process.argv[3] ?? "", apiKey: "sk_test_demo_0123456789abcdef" });
const queued = await next.messages.send({ to: "+919000000001", template_id: "tmpl_otp", variables: ["1", "2"] });
const read: v2Components["schemas"]["Message"]["id"] & v2.Message["id"] = (await next.messages.get(queued.id)).id;
console.log(JSON.stringify({ node: process.versions.node, sent: sent.status, read: message.message_id, event: event.type, v2: [queued.object, read] }));
`;

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 180_000,
  });
}

/** Every distinct Node binary on PATH (here: the machine's Node 20 and the workspace's Node 24). */
function nodeBinaries(): string[] {
  const byVersion = new Map<string, string>();
  for (const dir of [join(process.execPath, ".."), ...(process.env.PATH ?? "").split(delimiter)]) {
    const candidate = join(dir, "node");
    if (!existsSync(candidate)) continue;
    const version = run(candidate, ["--version"], dir).trim();
    if (!byVersion.has(version)) byVersion.set(version, candidate);
  }
  return [...byVersion.values()];
}

let work: string;
let tarball: string;
let project: string;
let prism: Prism;
let prismV2: Prism;

beforeAll(async () => {
  // Made by `test:setup` before the suites (npm install downloads); prepared here only when missing or stale.
  ({ tarball, project } = packedProject());
  work = dirname(tarball);
  [prism, prismV2] = await Promise.all([startPrism("v1"), startPrism("v2")]);
}, 600_000);

afterAll(async () => {
  await Promise.all([prism?.stop(), prismV2?.stop()]);
});

describe("the packed package", () => {
  it("holds the build, the generated types, README and CHANGELOG, and no workspace: or test files", () => {
    const files = run("tar", ["-tzf", tarball], work).split("\n").filter(Boolean);
    expect(files).toEqual(
      expect.arrayContaining([
        "package/package.json",
        "package/dist/index.js",
        "package/dist/index.d.ts",
        "package/dist/webhooks/index.js",
        "package/dist/v2/index.js",
        "package/dist/v2/index.d.ts",
        "package/generated/v1/schema.d.ts",
        "package/generated/v2/schema.d.ts",
        "package/README.md",
        "package/CHANGELOG.md",
      ]),
    );
    expect(files.filter((name) => name.includes("/test/") || name.endsWith(".test.ts"))).toEqual([]);
    const manifest = run("tar", ["-xzOf", tarball, "package/package.json"], work);
    expect(manifest).not.toContain("workspace:");
    expect(JSON.parse(manifest).dependencies).toEqual({
      "eventsource-parser": expect.stringMatching(/^\d/),
      "openapi-fetch": expect.stringMatching(/^\d/),
    });
  });

  it("made by `pack:client`, installs with npm in a fresh project outside the workspace, type-checks (README examples of both versions too), and runs on every Node found", () => {
    const readme = readFileSync(join(packageDir, "README.md"), "utf8");
    const firstExample = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    if (!firstExample) throw new Error("README has no ts example");
    writeFileSync(join(project, "readme-example.ts"), firstExample);
    const v2Example = /## v2 \(preview\)[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    if (!v2Example) throw new Error("README has no ts example in its v2 section");
    writeFileSync(join(project, "readme-v2-example.ts"), v2Example);
    writeFileSync(join(project, "program.ts"), program);
    const compilerOptions = {
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      strict: true,
      verbatimModuleSyntax: true,
      types: ["node"],
      outDir: "out",
      skipLibCheck: false,
    };
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({ compilerOptions, files: ["program.ts", "readme-example.ts", "readme-v2-example.ts"] }),
    );
    // A type error anywhere (the package's declarations included: skipLibCheck is off) fails the build.
    run(process.execPath, [tsc, "-p", "tsconfig.json"], project);

    const nodes = nodeBinaries();
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      const output = JSON.parse(run(node, ["out/program.js", prism.baseUrl, prismV2.baseUrl], project));
      expect(output).toMatchObject({
        sent: "queued",
        read: "msg_01JD3Z4N8QW7V2K5H9T6XBCF0R",
        event: "webhook.test",
        v2: ["message", "msg_01JD3Z4N8QW7V2K5H9T6XBCF0R"],
      });
    }
  });
});
