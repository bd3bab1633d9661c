import { defineConfig } from "vitest/config";

// The engine matrix (issue 15): every test runs on SQLite; the component tests (a real server through real
// HTTP) run again on PostgreSQL. Suites that are about the SQLite file itself (restarts on one file, the lock
// timeout) stay SQLite-only; the multi-process tests in test/scale, the SMPP end-to-end tests in test/smpp and
// the port tests choose their engines themselves (each runs on both, inside this `sqlite` project).
const SQLITE_ONLY_COMPONENT_TESTS = [
  "test/component/durability.test.ts",
  "test/component/multi-instance.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Component tests start real servers; two cores are shared, so keep files sequential.
    fileParallelism: false,
    projects: [
      { extends: true, test: { name: "sqlite", include: ["test/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["test/component/**/*.test.ts"],
          exclude: SQLITE_ONLY_COMPONENT_TESTS,
          env: { TEST_ENGINE: "postgres" },
          globalSetup: ["test/support/postgres-global-setup.ts"],
        },
      },
    ],
  },
});
