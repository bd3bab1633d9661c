import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Component tests start real servers; two cores are shared, so keep files sequential.
    fileParallelism: false,
  },
});
