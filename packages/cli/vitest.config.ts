import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Real server processes, the CLI as a child process and a packed-tarball install take seconds.
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
