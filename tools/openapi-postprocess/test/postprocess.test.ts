import { describe, expect, it } from "vitest";
import { GENERATED_NOTE, postprocess, prefixVersion } from "../src/index.js";

const base = { openapi: "3.1.0", info: { title: "t", version: "1" } };

describe("prefixVersion", () => {
  it.each([
    { path: "/sms/send", version: "v1", out: "/v1/sms/send" },
    { path: "/sms/{message_id}", version: "v2", out: "/v2/sms/{message_id}" },
    { path: "/", version: "v1", out: "/v1" },
  ])("$path under $version is $out", ({ path, version, out }) => {
    expect(Object.keys(prefixVersion({ ...base, paths: { [path]: {} } }, version).paths ?? {})).toEqual([
      out,
    ]);
  });

  it.each(["1", "v0", "v1.1", "V1", ""])("refuses the version %j", (version) => {
    expect(() => prefixVersion({ ...base, paths: {} }, version)).toThrow(/not a major-version segment/);
  });

  it("refuses a path that already carries the version", () => {
    expect(() => prefixVersion({ ...base, paths: { "/v1/sms": {} } }, "v1")).toThrow(
      /already starts with \/v1/,
    );
  });
});

describe("postprocess", () => {
  it("puts the do-not-edit note first, moves webhooks, then prefixes only API paths", () => {
    const out = postprocess(
      {
        ...base,
        paths: { "/sms": { get: {} }, "/hooks/e": { post: { "x-webhook": "e" } } },
      },
      { version: "v1" },
    );
    expect(Object.keys(out)[0]).toBe("x-generated");
    expect(out["x-generated"]).toBe(GENERATED_NOTE);
    expect(Object.keys(out.paths ?? {})).toEqual(["/v1/sms"]);
    expect(Object.keys(out.webhooks ?? {})).toEqual(["e"]);
  });
});
