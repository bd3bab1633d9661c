import type { Request } from "express";
import { describe, expect, it } from "vitest";
import {
  boundValidatorContentType,
  UNSUPPORTED_CONTENT_TYPE,
} from "../src/entry-points/http/shared/validator-content-type.js";

const shown = (contentType: string | undefined) => {
  const req = { headers: contentType === undefined ? {} : { "content-type": contentType } } as Request;
  boundValidatorContentType(req);
  return req.headers["content-type"];
};

describe("the content type the contract validator sees", () => {
  it("is one of two values whatever the client sent, so its per-content-type caches stay bounded", () => {
    for (const sent of [
      "application/json",
      "Application/JSON; charset=utf-8",
      "application/json; x-9=1",
      "application/json;v=2",
    ])
      expect(shown(sent), sent).toBe("application/json");
    for (const sent of [
      "text/plain",
      "application/merge-patch+json",
      "multipart/form-data; boundary=x",
      "",
      "x; y=1",
    ])
      expect(shown(sent), sent).toBe(UNSUPPORTED_CONTENT_TYPE);
    expect(shown(undefined)).toBeUndefined();
  });
});
