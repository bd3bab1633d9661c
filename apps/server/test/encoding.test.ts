import { describe, expect, it } from "vitest";
import { countSegments, measureText } from "../src/domain/encoding.js";

describe("encoding and segments (api-v1.md §6)", () => {
  it.each([
    // [description, text, encoding, units, segments]
    ["empty", "", "gsm7", 0, 1],
    ["plain ASCII", "Your code is 123456.", "gsm7", 20, 1],
    ["160 GSM chars fit one segment", "a".repeat(160), "gsm7", 160, 1],
    ["161 GSM chars need two", "a".repeat(161), "gsm7", 161, 2],
    ["306 = 2 × 153", "a".repeat(306), "gsm7", 306, 2],
    ["307 needs three", "a".repeat(307), "gsm7", 307, 3],
    ["1530 = 10 × 153", "a".repeat(1530), "gsm7", 1530, 10],
    ["1531 needs 11", "a".repeat(1531), "gsm7", 1531, 11],
    ["one accent outside GSM (û) makes it UCS-2", "Ça coûte 5€ à Zürich", "ucs2", 20, 1],
    ["basic-table accents", "é è ù ì ò Ä Ö Ñ Ü ß", "gsm7", 19, 1],
    ["extension chars count 2", "{}[]~|^\\€", "gsm7", 18, 1],
    ["80 euros = 160 septets", "€".repeat(80), "gsm7", 160, 1],
    ["81 euros = 162 septets, 2 segments", "€".repeat(81), "gsm7", 162, 2],
    ["newline and CR are basic", "a\nb\rc", "gsm7", 5, 1],
    ["Greek capitals in the basic table", "ΔΦΓΛΩΠΨΣΘΞ", "gsm7", 10, 1],
    ["lower-case Greek is UCS-2", "αβγ", "ucs2", 3, 1],
    ["Devanagari is UCS-2", "आपका कोड 1234 है", "ucs2", 16, 1],
    ["70 UCS-2 units fit one", "अ".repeat(70), "ucs2", 70, 1],
    ["71 UCS-2 units need two", "अ".repeat(71), "ucs2", 71, 2],
    ["134 = 2 × 67", "अ".repeat(134), "ucs2", 134, 2],
    ["135 needs three", "अ".repeat(135), "ucs2", 135, 3],
    ["an emoji outside the BMP counts 2", "😀", "ucs2", 2, 1],
    ["35 emoji = 70 units", "😀".repeat(35), "ucs2", 70, 1],
    ["36 emoji = 72 units, 2 segments", "😀".repeat(36), "ucs2", 72, 2],
    ["one non-GSM char switches all to UCS-2", `${"a".repeat(100)}ç`, "ucs2", 101, 2],
    // A pair never straddles two parts: ceil(units / 153) and ceil(units / 67) would say 2 here.
    [
      "152 a + € + 152 a = 306 septets: € moves to part 2, 3 parts",
      `${"a".repeat(152)}€${"a".repeat(152)}`,
      "gsm7",
      306,
      3,
    ],
    [
      "153 a + € + 151 a = 306 septets: no pair at the cut, 2 parts",
      `${"a".repeat(153)}€${"a".repeat(151)}`,
      "gsm7",
      306,
      2,
    ],
    [
      "152 a + € + 7 a = 161 septets, 2 parts of 152 and 9",
      `${"a".repeat(152)}€${"a".repeat(7)}`,
      "gsm7",
      161,
      2,
    ],
    [
      "76 € + a + 76 € = 305 septets: 2 parts of 152 + 153",
      `${"€".repeat(76)}a${"€".repeat(76)}`,
      "gsm7",
      305,
      2,
    ],
    ["153 € = 306 septets: 76 per part, 3 parts", "€".repeat(153), "gsm7", 306, 3],
    [
      "66 अ + 😀 + 66 अ = 134 units: the pair would start at unit 67, 3 parts",
      `${"अ".repeat(66)}😀${"अ".repeat(66)}`,
      "ucs2",
      134,
      3,
    ],
    [
      "67 अ + 😀 + 65 अ = 134 units: the pair starts part 2, 2 parts",
      `${"अ".repeat(67)}😀${"अ".repeat(65)}`,
      "ucs2",
      134,
      2,
    ],
    ["67 emoji = 134 units: 33 per part, 3 parts", "😀".repeat(67), "ucs2", 134, 3],
    [
      "152 a + € + 1376 a = 1530 septets: 11 parts, not 10",
      `${"a".repeat(152)}€${"a".repeat(1376)}`,
      "gsm7",
      1530,
      11,
    ],
    [
      "1528 a + € = 1530 septets: the pair ends part 10 exactly, 10 parts",
      `${"a".repeat(1528)}€`,
      "gsm7",
      1530,
      10,
    ],
    ["tab is not GSM", "a\tb", "ucs2", 3, 1],
    ["backtick is not GSM", "`", "ucs2", 1, 1],
  ])("%s", (_name, text, encoding, units, segments) => {
    expect(measureText(text)).toEqual({ encoding, units, segments });
  });

  it("counts segments from character sizes, moving a pair that does not fit to the next part", () => {
    expect(countSegments("gsm7", Array(153 * 3).fill(1))).toBe(3);
    expect(countSegments("ucs2", Array(67 * 4 + 1).fill(1))).toBe(5);
    expect(countSegments("gsm7", [...Array(152).fill(1), 2, ...Array(152).fill(1)])).toBe(3);
    expect(countSegments("ucs2", [...Array(66).fill(1), 2, ...Array(66).fill(1)])).toBe(3);
    expect(countSegments("ucs2", [])).toBe(1);
  });
});
