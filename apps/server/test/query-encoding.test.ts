import { describe, expect, it } from "vitest";
import { normaliseQueryString } from "../src/entry-points/http/shared/query-encoding.js";

describe("normaliseQueryString", () => {
  it.each([
    ["since=2026-01-01T00:00:00Z", "since=2026-01-01T00%3A00%3A00Z"],
    ["cursor=a/b=c&limit=5", "cursor=a%2Fb%3Dc&limit=5"],
    ["q=x@y!$'()*;?[]", "q=x%40y%21%24%27%28%29%2A%3B%3F%5B%5D"],
    // Names, `+` (space or plus?), `,` (array delimiter) and existing escapes stay as they are.
    ["a[b]=1", "a[b]=1"],
    ["since=2026-01-01T00:00:00+05:30", "since=2026-01-01T00%3A00%3A00+05%3A30"],
    ["type=a,b", "type=a,b"],
    ["since=2026-01-01T00%3A00%3A00Z", "since=2026-01-01T00%3A00%3A00Z"],
    ["flag", "flag"],
    ["", ""],
  ])("%s → %s", (input, output) => {
    expect(normaliseQueryString(input)).toBe(output);
    expect(new URLSearchParams(output).toString()).toBe(new URLSearchParams(input).toString());
  });
});
