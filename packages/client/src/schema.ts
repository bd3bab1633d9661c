/** The generated openapi-typescript types of the SMS API v1, re-exported for the client's own modules. */
export type { components, operations, paths, webhooks } from "../generated/v1/schema.js";
