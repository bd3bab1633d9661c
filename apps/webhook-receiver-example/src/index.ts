export {
  DEFAULT_MEMORY_TTL_MS,
  type EventMemory,
  type InMemoryEventMemoryOptions,
  inMemoryEventMemory,
} from "./event-memory.js";
export { createReceiverApp, type ReceiverOptions } from "./receiver-app.js";
