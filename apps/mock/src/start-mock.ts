import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { API_VERSIONS, openApiPath } from "@sms-api/openapi";
import { mockDocument } from "./mock-document.js";
import { compileShapeCheck } from "./request-shape.js";
import { startValidatingProxy, type VersionUpstream } from "./validating-proxy.js";

/** Options of {@link startMock}. */
export interface StartMockOptions {
  /** Address to listen on; defaults to `127.0.0.1` so the mock is never exposed by accident. */
  host?: string;
  /** Port to listen on; `0` (the default) picks a free port, read back from Prism's start line. */
  port?: number;
  /**
   * OpenAPI documents (JSON files) to serve, one per API version; defaults to every version's generated
   * document in `@sms-api/openapi` (`v1` and `v2`). Each runs in its own Prism, and requests are routed by
   * their version segment (`/v1/…`, `/v2/…`). Each is read once at start: Prism is given
   * {@link mockDocument}'s copy of it in a private folder, so a later change of the file (a `pnpm generate`
   * meanwhile) never reaches a running mock.
   */
  documents?: readonly string[];
  /** One OpenAPI document to serve alone: the same as `documents: [document]`. */
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
  /** Base URL, e.g. `http://127.0.0.1:4010` (paths start with their version, `/v1` or `/v2`). */
  url: string;
  /** The version segments served, oldest first, e.g. `["v1", "v2"]`. */
  versions: string[];
  /** The port the mock listens on. */
  port: number;
  /** Stops the mock and every Prism behind it, and waits for their processes to exit. */
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

/** The version segment every path of a document starts with (`/v1`), read from the document itself. */
function versionPrefix(document: Record<string, unknown>, file: string): string {
  const prefixes = new Set(
    Object.keys(document.paths as object).map((path) => `/${path.split("/")[1] ?? ""}`),
  );
  const [prefix] = prefixes;
  if (prefixes.size !== 1 || prefix === undefined || !/^\/v\d+$/.test(prefix)) {
    throw new Error(`${file}: every path must start with one version segment (/v1, /v2, …)`);
  }
  return prefix;
}

/** Whether a document's problems carry the `success: false` envelope flag (v1's do, v2's do not). */
function problemHasSuccessFlag(document: Record<string, unknown>): boolean {
  const schemas = (document.components as { schemas?: Record<string, { properties?: object }> }).schemas;
  return Object.hasOwn(schemas?.Problem?.properties ?? {}, "success");
}

/**
 * Starts the mock and resolves once it listens: one Prism (`prism mock`) per API version, each on that
 * version's document, serving its named examples (select one with `Prefer: code=<status>, example=<name>`),
 * behind a small front that routes by version and refuses a request for its shape exactly as the reference
 * server does (Prism alone answers some of those with an example of another status, and lets unknown fields
 * through).
 */
export async function startMock(options: StartMockOptions = {}): Promise<RunningMock> {
  const files =
    options.documents ??
    (options.document === undefined ? API_VERSIONS.map((v) => openApiPath(v, "json")) : [options.document]);
  const documents = files.map((file) => {
    const document = mockDocument(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>);
    return { document, prefix: versionPrefix(document, file) };
  });
  const prefixes = documents.map((d) => d.prefix);
  const twice = prefixes.find((prefix, i) => prefixes.indexOf(prefix) !== i);
  if (twice) throw new Error(`Two documents serve ${twice}: give one document per version.`);
  const started = await Promise.allSettled(documents.map(({ document }) => startPrism(document, options)));
  const prisms = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const closePrisms = () => Promise.all(prisms.map((prism) => prism.close()));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await closePrisms();
    throw failed.reason;
  }
  const versions: VersionUpstream[] = documents.map(({ document, prefix }, i) => ({
    prefix,
    upstream: prisms[i]?.url ?? "",
    check: compileShapeCheck(document),
    successFlag: problemHasSuccessFlag(document),
  }));
  const front = await startValidatingProxy({
    host: options.host ?? "127.0.0.1",
    port: options.port ?? 0,
    versions,
  }).catch(async (error: unknown) => {
    await closePrisms();
    throw error;
  });
  const address = front.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    versions: versions.map((v) => v.prefix.slice(1)),
    async close() {
      await new Promise((resolve) => front.close(resolve));
      await closePrisms();
    },
  };
}

/** Prism itself, on a free loopback port, serving `document`. */
async function startPrism(
  document: object,
  options: StartMockOptions,
): Promise<{ url: string; close(): Promise<void> }> {
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
  return {
    url: new URL(url).origin,
    async close() {
      child.kill("SIGTERM");
      await waitForExit(child);
    },
  };
}
