import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // A compile or `tsp format --check` takes 1–3 s alone and several times that while the whole suite shares
    // two cores: the default 5 s failed there.
    testTimeout: 60_000,
  },
});
