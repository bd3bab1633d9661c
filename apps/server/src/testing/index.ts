// The test harness other packages import as `@sms-api/server/testing`: real server processes and databases.
export * from "./postgres-server.js";
export * from "./process-tree.js";
export * from "./stack-process.js";
export * from "./start-stack.js";
