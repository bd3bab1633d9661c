import { defineConfig } from "vitest/config";

// The engine matrix (issue 15): every test runs on SQLite; the tests that drive the real server run again
// on PostgreSQL (one PostgreSQL per run, a fresh database per server). The mock, docs, freshness and type
// tests, and the validator's and the arbitraries' own tests, start no server and need not repeat.
const SERVER_TESTS = [
  "test/server/coverage.test.ts",
  "test/properties/declared-bounds.test.ts",
  "test/properties/list-queries.test.ts",
  "test/properties/request-bodies.test.ts",
  "test/client/client-server.test.ts",
  "test/webhooks/webhook-events.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files start real servers and mocks; two cores are shared, so keep files sequential.
    fileParallelism: false,
    projects: [
      { extends: true, test: { name: "sqlite", include: ["test/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "postgres",
          include: SERVER_TESTS,
          env: { TEST_ENGINE: "postgres" },
          globalSetup: ["test/support/postgres-global-setup.ts"],
        },
      },
    ],
  },
});
