import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadOpenApi } from "../src/index.js";
import { spectral } from "./support.js";

// Every generated document, found on disk so that a new version is linted without a change here.
const documents = readdirSync(new URL("../generated", import.meta.url)).flatMap((version) => [
  `generated/${version}/openapi.yaml`,
  `generated/${version}/openapi.json`,
]);

describe("OWASP API Security Top 10 (Spectral, .spectral.yaml)", () => {
  it.each(documents)("finds nothing in %s, warnings included", (file) => {
    const { status, findings } = spectral([file]);
    expect(findings.map((f) => `${f.code} at ${f.path.join("/")}: ${f.message}`)).toEqual([]);
    expect(status).toBe(0);
  });

  // The ruleset narrows four OWASP rules to request data and excepts five locations of generated/
  // documents. A mutated copy outside generated/ proves each narrowed rule still fires where it applies,
  // and that the overrides except exactly the locations they name and nothing else.
  const dir = mkdtempSync(join(tmpdir(), "owasp-lint-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("flags a request string, a request array, a missing 400, missing rate-limit headers and the exceptions", () => {
    const doc = loadOpenApi() as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
      components: { schemas: Record<string, { properties: Record<string, object> }> };
    };
    const send = doc.paths["/v1/sms/send"]?.post;
    const list = doc.paths["/v1/sms"]?.get;
    if (!send || !list) throw new Error("the document lost POST /v1/sms/send or GET /v1/sms");
    doc.components.schemas.SendMessageRequest.properties.reference = { type: "string" };
    doc.components.schemas.SendMessageRequest.properties.tags = { type: "array", items: { enum: ["a"] } };
    delete list.responses["400"];
    delete send.responses["202"].headers;
    const file = join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(doc));
    const found = spectral([file]).findings.map((f) => `${f.code} ${f.path.join("/")}`);
    expect(found.sort()).toEqual([
      "owasp:api4:2023-integer-limit components/schemas/ReceiverRetryAfterSeconds",
      "sms-api:error-validation paths//v1/sms/get/responses",
      "sms-api:rate-limit-headers paths//v1/sms/send/post/responses/202",
      "sms-api:request-array-limit components/schemas/CreateWebhookRequest/properties/events",
      "sms-api:request-array-limit components/schemas/SendMessageRequest/properties/tags",
      "sms-api:request-array-limit components/schemas/UpdateWebhookRequest/properties/events",
      "sms-api:request-string-limit components/schemas/Cursor",
      "sms-api:request-string-limit components/schemas/SendMessageRequest/properties/reference",
      "sms-api:request-string-limit components/schemas/Timestamp",
    ]);
  });
});
