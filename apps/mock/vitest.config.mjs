import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The whole suite shares two cores: a step that takes a second alone can take several then.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
