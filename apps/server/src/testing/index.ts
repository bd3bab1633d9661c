// The test harness other packages import as `@sms-api/server/testing`: real server processes and databases.

// The bench's PostgreSQL echo (tools/bench/src/echo/pg-echo.ts) measures this same batching of gets.
export { KeyLookupBatch, type KeyLookupBatchOptions } from "../data-access/postgres/key-lookup-batch.js";
export * from "./postgres-server.js";
export * from "./process-tree.js";
export * from "./stack-process.js";
export * from "./start-stack.js";
