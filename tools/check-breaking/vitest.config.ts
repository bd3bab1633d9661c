import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each case compiles a copy of the spec (about a second) and runs redocly diff.
    testTimeout: 60_000,
  },
});
