import { hash } from "node:crypto";

/** SHA-256 hex of an API key: keys are stored and looked up only by this hash. */
export function hashApiKey(key: string): string {
  return hash("sha256", key, "hex");
}
