import { API_VERSIONS, type ApiVersion } from "@sms-api/openapi";

/** Reads a version name from the environment; an unknown name is an error, never a silent `v1`. */
function readVersion(raw: string | undefined): ApiVersion {
  if (raw === undefined || raw === "") return "v1";
  const known = API_VERSIONS.find((v) => v === raw);
  if (!known) throw new Error(`TEST_API_VERSION=${raw} is not one of ${API_VERSIONS.join(", ")}`);
  return known;
}

/**
 * The API version this vitest project checks: `TEST_API_VERSION` (set per project in vitest.config.ts), `v1`
 * when unset. The version-matrix tests read it the way the engine matrix reads `TEST_ENGINE`.
 */
export const TEST_API_VERSION: ApiVersion = readVersion(process.env.TEST_API_VERSION);
