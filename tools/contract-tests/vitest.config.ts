import { API_VERSIONS } from "@sms-api/openapi";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

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

// The version matrix (issue 18): these tests read their version from TEST_API_VERSION (v1 when unset) and
// run once more for every later version, on both engines where they start a server. The client's tests
// import one version's client and the docs test reads every version itself, so neither repeats here.
const VERSIONED_TESTS = [
  "test/server/coverage.test.ts",
  "test/properties/declared-bounds.test.ts",
  "test/properties/list-queries.test.ts",
  "test/properties/request-bodies.test.ts",
  "test/mock/mock-examples.test.ts",
  "test/webhooks/webhook-events.test.ts",
];

const POSTGRES = { TEST_ENGINE: "postgres" };
const POSTGRES_SETUP = ["test/support/postgres-global-setup.ts"];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files start real servers and mocks; two cores are shared, so keep files sequential.
    fileParallelism: false,
    projects: [
      // v1 keeps the project names it had before the version matrix.
      { extends: true, test: { name: "sqlite", include: ["test/**/*.test.ts"] } },
      {
        extends: true,
        test: { name: "postgres", include: SERVER_TESTS, env: POSTGRES, globalSetup: POSTGRES_SETUP },
      },
      ...API_VERSIONS.filter((version) => version !== "v1").flatMap(
        (version): TestProjectInlineConfiguration[] => [
          {
            extends: true,
            test: {
              name: `sqlite ${version}`,
              include: VERSIONED_TESTS,
              env: { TEST_API_VERSION: version },
            },
          },
          {
            extends: true,
            test: {
              name: `postgres ${version}`,
              include: VERSIONED_TESTS.filter((file) => SERVER_TESTS.includes(file)),
              env: { ...POSTGRES, TEST_API_VERSION: version },
              globalSetup: POSTGRES_SETUP,
            },
          },
        ],
      ),
    ],
  },
});
