import { describe, expect, it } from "vitest";
import { canonicalJson, fingerprint, resolveIdempotencyKey } from "../src/domain/idempotency.js";

describe("idempotency helpers (api-v1.md §4)", () => {
  it("the fingerprint ignores key order and whitespace, not values", () => {
    const a = JSON.parse('{"to":"1","template_id":"t","variables":["a","b"]}');
    const b = JSON.parse('{ "variables": ["a","b"],\n "template_id":"t", "to":"1" }');
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(fingerprint(a)).toBe(fingerprint(b));
    expect(fingerprint({ ...a, variables: ["b", "a"] })).not.toBe(fingerprint(a));
    expect(canonicalJson({ z: { b: 1, a: [null, true] } })).toBe('{"z":{"a":[null,true],"b":1}}');
  });

  it("resolves the key and its alias", () => {
    expect(resolveIdempotencyKey(undefined, undefined)).toBeNull();
    expect(resolveIdempotencyKey("order-1", undefined)).toBe("order-1");
    expect(resolveIdempotencyKey(undefined, "order:2")).toBe("order:2");
    expect(resolveIdempotencyKey("same", "same")).toBe("same");
    expect(resolveIdempotencyKey("a".repeat(255), undefined)).toHaveLength(255);
  });

  it.each([
    ["a", "b"],
    ["", undefined],
    ["a".repeat(256), undefined],
    ["with space", undefined],
    ["slash/no", undefined],
  ])("refuses %j / %j as invalid_idempotency_key", (primary, alias) => {
    expect(() => resolveIdempotencyKey(primary, alias)).toThrow(
      expect.objectContaining({ code: "invalid_idempotency_key" }),
    );
  });
});
