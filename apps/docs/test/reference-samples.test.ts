import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { type ApiVersion, loadOpenApi, openApiPath } from "@sms-api/openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOperations } from "../src/openapi-walk.js";
import { referenceSamplesDir } from "../src/paths.js";
import { clientSamples, referenceDocument } from "../src/reference-document.js";
import { startDocsMock, TEST_KEY } from "./mock-fixture.js";

/** Each version's samples folder and its client's import path. */
const VERSIONS = [
  { version: "v1", dir: referenceSamplesDir, client: "@sms-api/client" },
  { version: "v2", dir: join(referenceSamplesDir, "v2"), client: "@sms-api/client/v2" },
] as const satisfies readonly { version: ApiVersion; dir: string; client: string }[];

/** Whether a concrete path fits an OpenAPI path template (`/v1/sms/{message_id}`). */
function fits(path: string, template: string): boolean {
  const pattern = template.replace(/\{[^}]+\}/g, "[^/]+");
  return new RegExp(`^${pattern}$`).test(path);
}

describe.each(VERSIONS)("the reference's $version client samples", ({ version, dir, client }) => {
  const doc = loadOpenApi(version);
  const operations = listOperations(doc);

  // Between the samples and a Prism mock of this version's document: records `METHOD /path` of every
  // request, so each sample is shown to call its own operation, not merely to exit 0.
  let stopMock: () => Promise<void>;
  let recorder: Server;
  let recorderUrl: string;
  const seen: string[] = [];

  beforeAll(async () => {
    const started = await startDocsMock(openApiPath(version, "json"));
    const mockUrl = started.mock.url;
    stopMock = started.stop;
    recorder = createServer((req, res) => {
      seen.push(`${req.method} ${new URL(req.url ?? "/", "http://x").pathname}`);
      const upstream = request(
        new URL(req.url ?? "/", mockUrl),
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => recorder.listen(0, "127.0.0.1", resolve));
    recorderUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    recorder?.close();
    await stopMock?.();
  });

  function runSample(file: string): Promise<{ code: number | null; out: string }> {
    const child = spawn(process.execPath, [file], {
      cwd: dir,
      env: { ...process.env, SMS_API_BASE_URL: recorderUrl, SMS_API_KEY: TEST_KEY },
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => {
      out += c;
    });
    child.stderr.on("data", (c: Buffer) => {
      out += c;
    });
    return new Promise((resolve) => child.once("exit", (code) => resolve({ code, out })));
  }

  it("exist for exactly the document's operations", () => {
    const files = readdirSync(dir).filter((f) => f.endsWith(".ts"));
    expect(files.sort()).toEqual(operations.map((op) => `${op.operationId}.ts`).sort());
  });

  it("are on every operation of the reference page's document, as `x-codeSamples`", () => {
    const shown = referenceDocument(doc, clientSamples(doc, dir)) as {
      paths: Record<string, Record<string, { "x-codeSamples"?: { label: string; source: string }[] }>>;
    };
    for (const op of operations) {
      const samples = shown.paths[op.path]?.[op.method.toLowerCase()]?.["x-codeSamples"];
      expect(
        samples?.map((s) => s.label),
        op.operationId,
      ).toEqual(["@sms-api/client"]);
      expect(samples?.[0]?.source, op.operationId).toContain(`from "${client}"`);
    }
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    "%s runs under Node against the mock and calls its operation",
    async (operationId, op) => {
      const before = seen.length;
      const { code, out } = await runSample(join(dir, `${operationId}.ts`));
      expect(out.trim(), out).not.toBe("");
      expect(code, out).toBe(0);
      const made = seen.slice(before);
      expect(
        made.some((call) => call.startsWith(`${op.method} `) && fits(call.split(" ")[1] ?? "", op.path)),
        `${operationId} made ${made.join(", ")}`,
      ).toBe(true);
    },
  );
});
