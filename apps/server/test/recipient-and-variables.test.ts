import { describe, expect, it } from "vitest";
import { DomainError } from "../src/domain/errors.js";
import { checkRecipient, isIndiaTraffic } from "../src/domain/recipient.js";
import { countVariablePositions, renderTemplate } from "../src/domain/template-render.js";

describe("recipient validation with libphonenumber-js (max metadata)", () => {
  it.each([
    ["919000000001", "IN"],
    ["919876543210", "IN"],
    ["14155550123", "US"],
    ["12025550123", "US"],
    ["447400123456", "GB"],
  ])("%s is a valid SMS-capable number of %s", (to, country) => {
    expect(checkRecipient(to)).toEqual({ ok: true, country });
  });

  it.each([
    ["+919000000001", "digits"],
    ["919000", "digits"],
    ["0919000000001", "digits"],
    ["9190000000011234", "digits"],
    ["15555550100", "valid"],
    ["442079460000", "fixed line"],
    ["911123456789", "fixed line"],
    ["18005550123", "toll free"],
  ])("%s is refused (%s)", (to, reason) => {
    const result = checkRecipient(to);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it("India traffic is any number starting with 91", () => {
    expect(isIndiaTraffic("919000000001")).toBe(true);
    expect(isIndiaTraffic("14155550123")).toBe(false);
  });
});

describe("variables and rendering", () => {
  const otp = { body: "Code {#var#}, valid {#var#} min.", variable_count: 2, max_variable_length: 6 };

  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return err as DomainError;
    }
    throw new Error("expected a refusal");
  };

  it("renders in order and measures the text", () => {
    expect(renderTemplate(otp, ["123456", "10"])).toEqual({
      text: "Code 123456, valid 10 min.",
      encoding: "gsm7",
      segments: 1,
    });
    expect(countVariablePositions(otp.body)).toBe(2);
  });

  it("checks the count first, then every variable, reporting each", () => {
    expect(refusal(() => renderTemplate(otp, ["1"])).code).toBe("variable_count_mismatch");
    const err = refusal(() => renderTemplate(otp, ["1234567", "\u0007"]));
    expect(err).toBeInstanceOf(DomainError);
    expect(err.code).toBe("invalid_variable");
    expect(err.errors).toEqual([
      expect.objectContaining({ field: "/variables/0", code: "too_long" }),
      expect.objectContaining({ field: "/variables/1", code: "control_character" }),
    ]);
  });

  it("counts characters, not UTF-16 units, against max_variable_length", () => {
    expect(renderTemplate(otp, ["😀😀😀😀😀😀", "1"]).encoding).toBe("ucs2");
  });

  it("refuses a text over 10 segments", () => {
    const long = { body: "{#var#}{#var#}", variable_count: 2, max_variable_length: 1000 };
    expect(renderTemplate(long, ["a".repeat(765), "a".repeat(765)]).segments).toBe(10);
    expect(refusal(() => renderTemplate(long, ["a".repeat(765), "a".repeat(766)])).code).toBe(
      "message_too_long",
    );
  });
});
