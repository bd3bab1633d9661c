import { describe, expect, it } from "vitest";
import { describeLocation, pointerSegments } from "../src/locate.ts";

describe("describeLocation", () => {
  it.each([
    {
      pointer: "#/paths/~1v1~1sms~1send/post/requestBody/content/application~1json/schema",
      where: "POST /v1/sms/send",
    },
    { pointer: "#/paths/~1v1~1sms~1{message_id}/get/responses/200", where: "GET /v1/sms/{message_id}" },
    { pointer: "#/paths/~1v1~1account", where: "path /v1/account" },
    { pointer: "#/paths/~1v1~1sms/parameters/0", where: "path /v1/sms" },
    { pointer: "#/webhooks/sms.sent/post/requestBody", where: "webhook sms.sent" },
    { pointer: "#/components/schemas/Message/properties/encoding", where: "component schemas/Message" },
    { pointer: "#/servers/0", where: "document" },
    { pointer: "#", where: "document" },
  ])("$pointer is $where", ({ pointer, where }) => {
    expect(describeLocation(pointer)).toBe(where);
  });

  it("unescapes ~1 and ~0 in that order", () => {
    expect(pointerSegments("#/a~01b/c~1d")).toEqual(["a~1b", "c/d"]);
  });
});
