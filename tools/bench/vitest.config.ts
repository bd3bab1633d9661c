import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Unit tests of the harness only: the benchmark itself is `pnpm bench`, never part of the tests.
    include: ["test/**/*.test.ts"],
  },
});
