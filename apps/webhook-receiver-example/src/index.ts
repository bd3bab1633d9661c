export { type EventMemory, inMemoryEventMemory } from "./event-memory.js";
export { createReceiverApp, type ReceiverOptions } from "./receiver-app.js";
