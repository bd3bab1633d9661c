import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadOpenApi, openApiPath } from "../src/index.js";
import { redocly } from "./support.js";

// biome-ignore lint/suspicious/noExplicitAny: mutations reach deep into an untyped JSON document
type Json = Record<string, any>;
const published = new URL("../published/v1/openapi.yaml", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "sms-api-diff-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs `redocly diff` and returns the number of changes it rates major (breaking). New enum values
 * are not breaking here: api-v1.md §1 and §10 document output enums as extensible.
 */
function majorChanges(base: string, revision: string): number {
  const out = redocly([
    "diff",
    base,
    revision,
    "--format=json",
    "--fail-on=none",
    "--skip-rule=enum-values-added",
  ]);
  if (out.status !== 0) throw new Error(`redocly diff failed: ${out.stderr}`);
  return (JSON.parse(out.stdout) as { summary: { major: number } }).summary.major;
}

function mutated(name: string, change: (doc: Json) => void): string {
  const doc = loadOpenApi("v1") as Json;
  change(doc);
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

describe("v1 only changes additively (api-v1.md §10)", () => {
  it("the generated v1 document breaks nothing in the published v1", () => {
    expect(majorChanges(published, openApiPath("v1", "yaml"))).toBe(0);
  }, 60_000);

  const schemas = (doc: Json) => doc.components.schemas;
  it.each([
    { name: "an operation removed", change: (d: Json) => delete d.paths["/v1/account"] },
    {
      name: "a request field made required",
      change: (d: Json) => schemas(d).SendMessageRequest.required.push("variables"),
    },
    {
      name: "a response field removed",
      change: (d: Json) => {
        delete schemas(d).Message.properties.encoding;
        schemas(d).Message.required = schemas(d).Message.required.filter((p: string) => p !== "encoding");
      },
    },
    {
      name: "a request field's type changed",
      change: (d: Json) => (schemas(d).SendMessageRequest.properties.to.type = "integer"),
    },
    {
      name: "a path renamed",
      change: (d: Json) => {
        d.paths["/v1/sms/dispatch"] = d.paths["/v1/sms/send"];
        delete d.paths["/v1/sms/send"];
      },
    },
    { name: "a value removed from a request enum", change: (d: Json) => schemas(d).EventType.enum.pop() },
  ])(
    "is caught when $name",
    ({ name, change }) => {
      expect(
        majorChanges(openApiPath("v1", "json"), mutated(name.replaceAll(" ", "-"), change)),
      ).toBeGreaterThan(0);
    },
    60_000,
  );

  it.each([
    {
      name: "an optional request field added",
      change: (d: Json) =>
        (schemas(d).SendMessageRequest.properties.callback_reference = { type: "string", description: "x" }),
    },
    {
      name: "a response field added",
      change: (d: Json) => {
        schemas(d).Message.properties.country = { type: "string", description: "x" };
        schemas(d).Message.required.push("country");
      },
    },
    { name: "an operation added", change: (d: Json) => (d.paths["/v1/sms/batch"] = d.paths["/v1/sms/send"]) },
    {
      name: "a value added to an output enum",
      change: (d: Json) => schemas(d).ErrorCode.enum.push("quota_exceeded"),
    },
  ])(
    "allows $name",
    ({ name, change }) => {
      expect(majorChanges(openApiPath("v1", "json"), mutated(name.replaceAll(" ", "-"), change))).toBe(0);
    },
    60_000,
  );
});
