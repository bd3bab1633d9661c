import { describe, expect, it } from "vitest";
import { loadOpenApi, versionStages } from "../src/index.js";

// biome-ignore lint/suspicious/noExplicitAny: reads a few members of a generated OpenAPI document
type Json = Record<string, any>;
const v1 = loadOpenApi("v1") as Json;
const v2 = loadOpenApi("v2") as Json;
const schemas = v2.components.schemas as Record<string, Json>;
const body = (path: string, method: string, status: string) =>
  v2.paths[path][method].responses[status].content?.["application/json"]?.schema;

/** The wire shapes api-v2.md §1 fixes, which the server, client, mock and docs are built against. */
describe("the v2 wire shapes", () => {
  it.each([
    ["Message", "message"],
    ["Template", "template"],
    ["Account", "account"],
    ["WebhookEndpoint", "webhook_endpoint"],
  ])("%s is the resource itself, with `id` and `object: %s`", (name, object) => {
    const schema = schemas[name] as Json;
    expect(schema.required).toEqual(expect.arrayContaining(["id", "object"]));
    expect(schema.properties.object).toMatchObject({ type: "string", enum: [object] });
    expect(Object.keys(schema.properties)).not.toContain(
      `${name === "WebhookEndpoint" ? "webhook" : name.toLowerCase()}_id`,
    );
  });

  it("keeps v1's other fields under the same names", () => {
    const names = (doc: Json, name: string) => Object.keys(doc.components.schemas[name].properties).sort();
    expect(names(v2, "Message")).toEqual(
      [...names(v1, "Message").filter((n) => n !== "message_id"), "id", "object"].sort(),
    );
    expect(names(v2, "Template")).toEqual(
      [...names(v1, "Template").filter((n) => n !== "template_id"), "id", "object"].sort(),
    );
    expect(names(v2, "Account")).toEqual(
      [...names(v1, "Account").filter((n) => n !== "account_id"), "id", "object"].sort(),
    );
  });

  it("answers with bodies that are the resource or a list object, never an envelope", () => {
    expect(body("/v2/messages/{message_id}", "get", "200")).toEqual({ $ref: "#/components/schemas/Message" });
    expect(body("/v2/messages", "post", "202")).toEqual({ $ref: "#/components/schemas/Message" });
    expect(body("/v2/events/{event_id}", "get", "200")).toEqual({ $ref: "#/components/schemas/Event" });
    const list = schemas.MessageList as Json;
    expect(list.required).toEqual(["object", "data", "has_more", "next_cursor"]);
    expect(list.properties.object).toMatchObject({ enum: ["list"] });
    expect(list.properties.has_more).toMatchObject({ type: "boolean" });
  });

  it("answers problems without `success`, in v2's examples too", () => {
    expect(Object.keys(schemas.Problem.properties)).not.toContain("success");
    expect(Object.keys(v1.components.schemas.Problem.properties)).toContain("success");
    const examples =
      v2.paths["/v2/messages"].post.responses["422"].content["application/problem+json"].examples;
    expect(examples.invalid_recipient.value).not.toHaveProperty("success");
    expect(examples.invalid_recipient.value.detail).toContain("'+919812345678'");
  });

  it("takes `to` with at most 16 characters and no pattern, so the server answers the v1 form itself", () => {
    const to = schemas.SendMessageRequest.properties.to;
    expect(to).toEqual(expect.objectContaining({ type: "string", maxLength: 16 }));
    expect(to).not.toHaveProperty("pattern");
  });

  it("pins webhook endpoints to a version: v2 by default, settable on create and update, read-only in v1", () => {
    expect(schemas.CreateWebhookRequest.properties.api_version).toMatchObject({ default: "v2" });
    expect(schemas.UpdateWebhookRequest.properties).toHaveProperty("api_version");
    expect(schemas.WebhookApiVersion.enum).toEqual(["v1", "v2"]);
    const v1Endpoint = v1.components.schemas.WebhookEndpoint;
    // Optional in v1 only so that a server predating v2 stays valid; every v2 endpoint carries it.
    expect(v1Endpoint.required).toContain("api_version");
    expect(schemas.WebhookEndpoint.required).toContain("api_version");
    expect(v1Endpoint.properties.api_version).toMatchObject({ readOnly: true });
    expect(v1.components.schemas.CreateWebhookRequest.properties).not.toHaveProperty("api_version");
  });

  it("delivers each v2 event type with the v2 event as its payload", () => {
    for (const [type, item] of Object.entries(v2.webhooks as Record<string, Json>)) {
      const ref = item.post.requestBody.content["application/json"].schema.$ref as string;
      const payload = schemas[ref.split("/").pop() ?? ""] as Json;
      expect(payload.properties.type, type).toMatchObject({ enum: [type] });
      expect(payload.properties.api_version, type).toMatchObject({ enum: ["v2"] });
      expect(schemas.Event.oneOf, type).toContainEqual({ $ref: ref });
    }
  });

  it("declares each version's stage: v1 stable, v2 preview", () => {
    expect(versionStages()).toEqual([
      { version: "v1", stage: "stable" },
      { version: "v2", stage: "preview" },
    ]);
    expect(v2.components.schemas).not.toHaveProperty("Versions");
  });
});
