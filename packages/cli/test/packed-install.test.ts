import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import type { Stack } from "@sms-api/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packedProject } from "./packed-project.js";
import { startServer, TEST_KEY } from "./reference-server.js";

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync(command, args, {
    cwd,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 180_000,
  });
}

let work: string;
let stack: Stack;
/** PATH with this Node (24) first, then the installed package's bin folder: `sms-api` as a partner runs it. */
let path: string;

beforeAll(async () => {
  work = packedProject();
  path = [dirname(process.execPath), join(work, "node_modules", ".bin"), process.env.PATH].join(delimiter);
  stack = await startServer();
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

describe("the packed CLI installed outside the workspace", () => {
  it("holds the build and the command table, and no test or workspace files", () => {
    const tarball = readdirSync(work).find((name) => name.startsWith("sms-api-cli-")) ?? "";
    const files = run("tar", ["-tzf", tarball], work).split("\n").filter(Boolean);
    expect(files).toEqual(
      expect.arrayContaining([
        "package/dist/src/main.js",
        "package/dist/generated/v1/commands.js",
        "package/README.md",
      ]),
    );
    expect(files.filter((file) => /test|\.ts$/.test(file) && !file.endsWith(".d.ts"))).toEqual([]);
  });

  it("answers --help", () => {
    const help = run("sms-api", ["--help"], work, { PATH: path });
    expect(help).toMatch(/^Usage: sms-api /);
    expect(help).toMatch(/messages\s+Send template-based SMS/);
  });

  it("sends a message to a server", () => {
    const out = run(
      "sms-api",
      ["messages", "send", "--to", "919000000001", "--template-id", "tmpl_welcome"],
      work,
      {
        PATH: path,
        SMS_API_KEY: TEST_KEY,
        SMS_API_BASE_URL: stack.url,
      },
    );
    expect(JSON.parse(out).data).toMatchObject({ to: "919000000001", status: "queued" });
  });
});
