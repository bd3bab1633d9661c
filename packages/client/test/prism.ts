import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { freePort } from "./free-port.js";

const require = createRequire(import.meta.url);

/** A running Prism mock. */
export interface Prism {
  baseUrl: string;
  stop(): Promise<void>;
}

function prismCli(): string {
  const manifest = require.resolve("@stoplight/prism-cli/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: string | Record<string, string> };
  return join(dirname(manifest), typeof bin === "string" ? bin : (bin.prism ?? ""));
}

/** Starts `prism mock` on a version's generated document on a free port; resolves once it answers. */
export async function startPrism(version: "v1" | "v2" = "v1"): Promise<Prism> {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  if (major < 24 || (major === 24 && minor < 18)) {
    throw new Error(
      `Prism 5.16 needs Node >= 24.18, this is ${process.version}: run the tests with \`pnpm test\`.`,
    );
  }
  const port = await freePort();
  const document = require.resolve(`@sms-api/openapi/${version}/openapi.json`);
  const child = spawn(
    process.execPath,
    [prismCli(), "mock", "-h", "127.0.0.1", "-p", String(port), document],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilListening(child, port, () => output);
  return { baseUrl, stop: () => stop(child) };
}

async function waitUntilListening(child: ChildProcess, port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited (${child.exitCode}):\n${output()}`);
    if (/Prism is listening/.test(output())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`Prism did not listen on port ${port} within 45 s:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
