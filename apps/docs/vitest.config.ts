import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Installs Debian's chromium (and curl) when missing: CI machines start with only Node and npm.
    globalSetup: ["./test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
