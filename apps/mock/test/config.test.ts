import { describe, expect, it } from "vitest";
import { DEFAULT_MOCK_ADDRESS, readMockConfig } from "../src/config.js";

describe("readMockConfig", () => {
  it("defaults to the documented 127.0.0.1:4010", () => {
    expect(readMockConfig({})).toEqual({ ...DEFAULT_MOCK_ADDRESS, dynamic: false });
    expect(DEFAULT_MOCK_ADDRESS).toEqual({ host: "127.0.0.1", port: 4010 });
  });

  it("takes MOCK_HOST, MOCK_PORT and MOCK_DYNAMIC", () => {
    expect(readMockConfig({ MOCK_HOST: "0.0.0.0", MOCK_PORT: "4999", MOCK_DYNAMIC: "true" })).toEqual({
      host: "0.0.0.0",
      port: 4999,
      dynamic: true,
    });
  });

  it.each(["abc", "-1", "70000", "4010.5"])("refuses MOCK_PORT=%s naming the variable", (value) => {
    expect(() => readMockConfig({ MOCK_PORT: value })).toThrow(/MOCK_PORT/);
  });

  it("refuses a MOCK_DYNAMIC that is not a boolean", () => {
    expect(() => readMockConfig({ MOCK_DYNAMIC: "yes" })).toThrow(/MOCK_DYNAMIC/);
  });
});
