export type { components, operations, paths, webhooks } from "./schema.js";
