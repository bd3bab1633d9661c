import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { openApiPath } from "@sms-api/openapi";
import { mockDocument } from "./mock-document.js";
import { compileShapeCheck } from "./request-shape.js";
import { startValidatingProxy } from "./validating-proxy.js";

/** Options of {@link startMock}. */
export interface StartMockOptions {
  /** Address to listen on; defaults to `127.0.0.1` so the mock is never exposed by accident. */
  host?: string;
  /** Port to listen on; `0` (the default) picks a free port, read back from Prism's start line. */
  port?: number;
  /**
   * OpenAPI document (a JSON file) to serve; defaults to `@sms-api/openapi`'s generated v1 document.
   * It is read once at start: Prism is given {@link mockDocument}'s copy of it in a private folder, so a
   * later change of the file (a `pnpm generate` meanwhile) never reaches a running mock.
   */
  document?: string;
  /** Generate responses from the schemas (random data) instead of serving the named examples. */
  dynamic?: boolean;
  /** Milliseconds to wait for Prism to listen before giving up; defaults to 30 000. */
  startTimeoutMs?: number;
  /** Receives every line Prism prints; by default the lines are kept only to explain a failed start. */
  onLog?: (line: string) => void;
}

/** A Prism mock that is listening. */
export interface RunningMock {
  /** Base URL, e.g. `http://127.0.0.1:4010` (paths start with `/v1`). */
  url: string;
  /** The port Prism listens on. */
  port: number;
  /** Stops Prism and waits for its process to exit. */
  close(): Promise<void>;
}

const LISTENING = /Prism is listening on (http:\/\/\S+)/;
// Prism colours and decorates its log lines; the URL is read from the undecorated text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI escape sequences is the point.
const ANSI = /\u001b\[[0-9;]*m/g;

function prismEntry(): string {
  const require = createRequire(import.meta.url);
  const pkgJson = require.resolve("@stoplight/prism-cli/package.json");
  const pkg = require(pkgJson) as { bin: string | Record<string, string> };
  const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin.prism;
  if (!bin) throw new Error("@stoplight/prism-cli declares no `prism` binary");
  return join(dirname(pkgJson), bin);
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Starts the mock and resolves once it listens: Prism (`prism mock`) on the SMS API document, serving its
 * named examples (select one with `Prefer: code=<status>, example=<name>`), behind a small front that refuses
 * a request for its shape exactly as the reference server does (Prism alone answers some of those with an
 * example of another status, and lets unknown fields through).
 */
export async function startMock(options: StartMockOptions = {}): Promise<RunningMock> {
  const document = mockDocument(
    JSON.parse(readFileSync(options.document ?? openApiPath("v1", "json"), "utf8")) as object,
  );
  const prism = await startPrism(document, options);
  const front = await startValidatingProxy({
    host: options.host ?? "127.0.0.1",
    port: options.port ?? 0,
    upstream: prism.url,
    check: compileShapeCheck(document as Record<string, unknown>),
  }).catch(async (error: unknown) => {
    await prism.close();
    throw error;
  });
  const address = front.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    async close() {
      await new Promise((resolve) => front.close(resolve));
      await prism.close();
    },
  };
}

/** Prism itself, on a free loopback port, serving `document`. */
async function startPrism(document: object, options: StartMockOptions): Promise<RunningMock> {
  const args = [prismEntry(), "mock", "-h", "127.0.0.1", "-p", "0"];
  if (options.dynamic) args.push("--dynamic");
  const served = mkdtempSync(join(tmpdir(), "sms-mock-"));
  writeFileSync(join(served, "openapi.json"), JSON.stringify(document));
  args.push(join(served, "openapi.json"));

  // Prism 5.16 needs Node >= 24.18: run it on the Node running this code (the repo's Node 24).
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  child.once("exit", () => rmSync(served, { recursive: true, force: true }));
  const recent: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(
        new Error(`Prism did not start within ${options.startTimeoutMs ?? 30_000} ms:\n${recent.join("\n")}`),
      );
    }, options.startTimeoutMs ?? 30_000);
    let pending = "";
    const onData = (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const raw of lines) {
        const line = raw.replace(ANSI, "");
        options.onLog?.(line);
        recent.push(line);
        if (recent.length > 40) recent.shift();
        const match = LISTENING.exec(line);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${signal ?? code}) before listening:\n${recent.join("\n")}`));
    });
  });
  const listening = new URL(url);
  return {
    url: listening.origin,
    port: Number(listening.port),
    async close() {
      child.kill("SIGTERM");
      await waitForExit(child);
    },
  };
}
