import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { loadOpenApi } from "../src/index.js";

type Json = Record<string, unknown>;
const doc = loadOpenApi("v1") as Json & {
  paths: Record<string, Json>;
  webhooks: Record<string, Json>;
  components: Json;
};
const DOC_ID = "https://sms-api.example/openapi.json";

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: DOC_ID, components: doc.components });

/** Validates against a schema of the document, resolving its `#/components/...` references. */
function validate(schema: unknown, value: unknown): string[] {
  const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`));
  const check = ajv.compile(rooted);
  return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`);
}

interface ExampleSite {
  where: string;
  schema: unknown;
  value: unknown;
}

/** Every named example in the document, with the schema it must satisfy. */
function exampleSites(): ExampleSite[] {
  const sites: ExampleSite[] = [];
  const fromMedia = (where: string, content: Json | undefined) => {
    for (const [type, media] of Object.entries(content ?? {}) as [string, Json][]) {
      for (const [name, ex] of Object.entries((media.examples ?? {}) as Record<string, Json>)) {
        sites.push({ where: `${where} ${type} example ${name}`, schema: media.schema, value: ex.value });
      }
    }
  };
  const fromOperations = (kind: string, items: Record<string, Json>) => {
    for (const [path, item] of Object.entries(items)) {
      for (const [method, op] of Object.entries(item) as [string, Json][]) {
        const at = `${kind} ${method.toUpperCase()} ${path}`;
        for (const p of (op.parameters ?? []) as Json[]) {
          for (const [name, ex] of Object.entries((p.examples ?? {}) as Record<string, Json>)) {
            sites.push({
              where: `${at} parameter ${p.name} example ${name}`,
              schema: p.schema,
              value: ex.value,
            });
          }
        }
        fromMedia(`${at} request`, (op.requestBody as Json | undefined)?.content as Json | undefined);
        for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
          fromMedia(`${at} ${status}`, response.content as Json | undefined);
        }
      }
    }
  };
  fromOperations("path", doc.paths);
  fromOperations("webhook", doc.webhooks);
  for (const [name, schema] of Object.entries((doc.components.schemas ?? {}) as Record<string, Json>)) {
    for (const [i, value] of ((schema.examples ?? []) as unknown[]).entries()) {
      sites.push({ where: `schema ${name} example ${i}`, schema, value });
    }
  }
  return sites;
}

const sites = exampleSites();

describe("every example in the document", () => {
  it("exists in number (operations, webhooks and schemas all carry examples)", () => {
    expect(sites.length).toBeGreaterThan(200);
  });

  it.each(sites.map((s) => [s.where, s] as const))("%s is valid against its schema", (_where, site) => {
    expect(validate(site.schema, site.value)).toEqual([]);
  });

  it("fails validation when broken (the check itself works)", () => {
    const send = doc.paths["/v1/sms/send"]?.post as Json;
    const schema = ((send.requestBody as Json).content as Record<string, Json>)["application/json"]?.schema;
    expect(validate(schema, { to: "919000000001", template_id: "tmpl_otp", extra: 1 })).not.toEqual([]);
    expect(validate(schema, { to: 919000000001, template_id: "tmpl_otp" })).not.toEqual([]);
  });
});
