// The test harness other packages import as `@sms-api/server/testing`: real server processes and databases.

// For the bench's experiments: its PostgreSQL echo batches gets as the server does
// (tools/bench/src/echo/pg-echo.ts), and what a table of calls in flight promotes is measured against a Map.
export { KeyLookupBatch, type KeyLookupBatchOptions } from "../data-access/postgres/key-lookup-batch.js";
export { InFlightTable } from "../domain/in-flight-table.js";
export * from "./postgres-server.js";
export * from "./process-tree.js";
export * from "./stack-process.js";
export * from "./start-script-flags.js";
export * from "./start-stack.js";
