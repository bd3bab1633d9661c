import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { API_VERSIONS, type ApiVersion, loadOpenApi } from "../src/index.js";

type Json = Record<string, unknown>;
type Doc = Json & { paths: Record<string, Json>; webhooks: Record<string, Json>; components: Json };

/** A validator against the schemas of one version's document, resolving its `#/components/...` references. */
function validatorOf(version: ApiVersion, doc: Doc): (schema: unknown, value: unknown) => string[] {
  const id = `https://sms-api.example/${version}/openapi.json`;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: id, components: doc.components });
  return (schema, value) => {
    const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${id}#/components/`));
    const check = ajv.compile(rooted);
    return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`);
  };
}

interface ExampleSite {
  where: string;
  schema: unknown;
  value: unknown;
}

/** Every named example in the document, with the schema it must satisfy. */
function exampleSites(doc: Doc): ExampleSite[] {
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

/** The send operation of each version, whose request schema proves the check can fail. */
const SEND: Record<ApiVersion, { path: string; to: string }> = {
  v1: { path: "/v1/sms/send", to: "919000000001" },
  v2: { path: "/v2/messages", to: "+919000000001" },
};

describe.each(API_VERSIONS)("every example in the %s document", (version) => {
  const doc = loadOpenApi(version) as Doc;
  const validate = validatorOf(version, doc);
  const sites = exampleSites(doc);

  it("exists in number (operations, webhooks and schemas all carry examples)", () => {
    expect(sites.length).toBeGreaterThan(200);
  });

  it.each(sites.map((s) => [s.where, s] as const))("%s is valid against its schema", (_where, site) => {
    expect(validate(site.schema, site.value)).toEqual([]);
  });

  it("fails validation when broken (the check itself works)", () => {
    const { path, to } = SEND[version];
    const send = doc.paths[path]?.post as Json;
    const schema = ((send.requestBody as Json).content as Record<string, Json>)["application/json"]?.schema;
    expect(validate(schema, { to, template_id: "tmpl_otp" })).toEqual([]);
    expect(validate(schema, { to, template_id: "tmpl_otp", extra: 1 })).not.toEqual([]);
    expect(validate(schema, { to: 919000000001, template_id: "tmpl_otp" })).not.toEqual([]);
  });
});
