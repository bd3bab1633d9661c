#!/usr/bin/env node
// `pnpm mock`: the one place the mock app reads its configuration.
import { readMockConfig } from "./config.js";
import { startMock } from "./start-mock.js";

let config: ReturnType<typeof readMockConfig>;
try {
  config = readMockConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const mock = await startMock({ ...config, onLog: (line) => console.log(line) });
console.log(`SMS API mock (Prism) listening on ${mock.url}`);
console.log(`Versions: ${mock.versions.map((v) => `/${v}/…`).join(", ")}, each from its own document.`);
console.log("Select an example: Prefer: code=<status>, example=<name>. It sends no webhooks.");

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await mock.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
