import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Major versions with a generated document. */
export const API_VERSIONS = ["v1"] as const;

/** A major version with a generated document. */
export type ApiVersion = (typeof API_VERSIONS)[number];

/** Absolute path of a version's generated OpenAPI document. */
export function openApiPath(version: ApiVersion = "v1", format: "json" | "yaml" = "json"): string {
  return fileURLToPath(new URL(`../generated/${version}/openapi.${format}`, import.meta.url));
}

/** A version's generated OpenAPI document, parsed. Each call returns a fresh copy that callers may mutate. */
export function loadOpenApi(version: ApiVersion = "v1"): Record<string, unknown> {
  return JSON.parse(readFileSync(openApiPath(version, "json"), "utf8")) as Record<string, unknown>;
}
