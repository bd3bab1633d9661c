import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Installs Debian's chromium (and curl) when missing: CI machines start with only Node and npm. The
    // repository's test command has already done it (`test:setup`), before any suite; this covers a run here.
    globalSetup: ["./test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
