import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The Prism mock, the packed-tarball install and tsc runs take seconds, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
