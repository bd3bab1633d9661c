import { describe, expect, it } from "vitest";
import { countSegments } from "../samples/segments.js";

// The numbers of the limits guide (api-v1 §6): GSM-7 160 single / 153 per part; UCS-2 70 / 67.
describe("segments.ts", () => {
  it.each([
    ["a".repeat(160), "gsm7", 160, 1],
    ["a".repeat(161), "gsm7", 161, 2],
    ["a".repeat(306), "gsm7", 306, 2],
    ["a".repeat(307), "gsm7", 307, 3],
    ["€".repeat(80), "gsm7", 160, 1],
    ["€".repeat(81), "gsm7", 162, 2],
    ["é".repeat(10), "gsm7", 10, 1],
    ["क".repeat(70), "ucs2", 70, 1],
    ["क".repeat(71), "ucs2", 71, 2],
    ["😀".repeat(35), "ucs2", 70, 1],
    ["a😀", "ucs2", 3, 1],
    ["a\u001b", "ucs2", 2, 1], // the escape septet itself is not a character you can send
    // A 2-unit character never straddles two parts, so these need one more part than units / per-part.
    ["a".repeat(152) + "€" + "a".repeat(152), "gsm7", 306, 3],
    ["क".repeat(66) + "😀" + "क".repeat(66), "ucs2", 134, 3],
  ])("%#: counts like the API", (text, encoding, units, segments) => {
    expect(countSegments(text)).toEqual({ encoding, units, segments });
  });
});
