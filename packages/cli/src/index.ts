// The CLI as a library: what the binary runs, for embedding and for tests that build it from another table.

export type { InputSpec, JsonSchema, OperationSpec } from "./operation-spec.js";
export type { CliIo } from "./output.js";
export { buildProgram, type CliTable, runCli } from "./program.js";
export { TRIGGERS, type TriggerRecipe } from "./trigger-command.js";
export { EXIT_FAILURE, EXIT_USAGE } from "./usage-error.js";
