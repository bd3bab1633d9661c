import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupDescriptions, operationSpecs, readDocument } from "../scripts/render-commands.mjs";
import { type CliIo, runCli } from "../src/index.js";

/** The committed document plus one operation no code of the CLI knows about. */
function documentWithWidgets(): unknown {
  const document = structuredClone(readDocument("v1")) as {
    tags: { name: string; description: string }[];
    paths: Record<string, unknown>;
  };
  document.tags.push({ name: "Widgets", description: "Widgets of your account." });
  document.paths["/v1/widgets/{widget_id}/paint"] = {
    post: {
      operationId: "Widgets_paint",
      tags: ["Widgets"],
      summary: "Paint a widget",
      description: "Paints one widget.",
      parameters: [
        { name: "widget_id", in: "path", required: true, schema: { type: "string", pattern: "^wdg_" } },
        {
          name: "dry_run",
          in: "query",
          required: false,
          schema: { type: "boolean" },
          description: "Only check.",
        },
      ],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["colour"],
              properties: {
                colour: { type: "string", enum: ["red", "blue"], description: "The new colour." },
                coats: { type: "integer", minimum: 1, maximum: 3, description: "How many coats." },
              },
              unevaluatedProperties: false,
            },
          },
        },
      },
      responses: {
        "200": { description: "Painted.", content: { "application/json": { schema: { type: "object" } } } },
      },
    },
  };
  return document;
}

/** An in-memory terminal-less IO. */
function captureIo(): CliIo & { out: string; err: string } {
  const io = {
    out: "",
    err: "",
    stdout: (text: string) => {
      io.out += text;
    },
    stderr: (text: string) => {
      io.err += text;
    },
    stdoutIsTty: false,
    stderrIsTty: false,
    env: { SMS_API_KEY: "sk_test_widgets" } as Record<string, string | undefined>,
  };
  return io;
}

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? undefined : JSON.parse(Buffer.concat(chunks).toString());
}

beforeAll(async () => {
  // Stands in for a server that implements the new operation: the point is what the CLI sends.
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization: request.headers.authorization,
      body: await bodyOf(request),
    });
    response.writeHead(200, { "content-type": "application/json" }).end('{"painted":true}');
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server?.close());

describe("an operation added to a copy of the spec", () => {
  const document = documentWithWidgets();
  const table = {
    operations: operationSpecs(document),
    groups: groupDescriptions(document),
    defaultBaseUrl: null,
  };

  it("is a command of its tag's group, with its flags and docs in --help", async () => {
    const io = captureIo();
    expect(await runCli(["widgets", "paint", "--help"], io, table)).toBe(0);
    expect(io.out).toContain("Usage: sms-api widgets paint [options] <widget_id>");
    expect(io.out).toMatch(/--colour <choice>\s+The new colour\. \(required\)/);
    expect(io.out).toContain("--dry-run <true|false>");
    expect(io.out).toContain("--coats <number>");
    const top = captureIo();
    await runCli(["--help"], top, table);
    expect(top.out).toMatch(/widgets\s+Widgets of your account\./);
  });

  it("sends the request the contract describes", async () => {
    const io = captureIo();
    const args = ["--base-url", baseUrl, "widgets", "paint", "wdg_1", "--colour", "red", "--coats", "2"];
    expect(await runCli([...args, "--dry-run", "true"], io, table)).toBe(0);
    expect(seen.at(-1)).toEqual({
      method: "POST",
      url: "/v1/widgets/wdg_1/paint?dry_run=true",
      authorization: "Bearer sk_test_widgets",
      body: { colour: "red", coats: 2 },
    });
    expect(JSON.parse(io.out)).toEqual({ painted: true });
  });

  it("checks enums, types, bounds, patterns and required fields before sending anything", async () => {
    const before = seen.length;
    for (const args of [
      ["wdg_1", "--colour", "green"],
      ["wdg_1", "--colour", "red", "--coats", "two"],
      ["wdg_1", "--colour", "red", "--coats", "4"],
      ["nope", "--colour", "red"],
      ["wdg_1"],
      ["wdg_1", "--data", '{"colour":"red","gloss":true}'],
    ]) {
      const io = captureIo();
      expect(
        await runCli(["--base-url", baseUrl, "widgets", "paint", ...args], io, table),
        args.join(" "),
      ).toBe(2);
      expect(io.err).toMatch(/error: /);
    }
    expect(seen.length).toBe(before);
  });
});
