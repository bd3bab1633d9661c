import type { ApiVersion } from "@sms-api/openapi";
import { expect } from "vitest";
import { TEST_API_VERSION } from "../support/api-version.js";
import type { ContractClient, ContractResponse } from "../support/contract-client.js";
import { createContractClient } from "../support/contract-client.js";
import { contractFixture, KEYS } from "../support/contract-fixture.js";
import type { Contract } from "../support/openapi-document.js";
import { describeServer, type ServerProcess, startServerProcess } from "../support/server-process.js";
import { roleCaller, type VersionApi, versionApi } from "../support/version-api.js";

/** Runs per property: bounded so each file stays within seconds. */
export const RUNS = 60;

/**
 * Codes that mean the envelope of the request was refused (syntax, schema, size, media type, credentials,
 * scope): a schema-valid request with a valid key must never get one.
 */
export const ENVELOPE_CODES = [
  "malformed_json",
  "invalid_request",
  "payload_too_large",
  "unsupported_media_type",
  "unauthenticated",
  "invalid_api_key",
  "api_key_inactive",
  "permission_denied",
  "ip_not_allowed",
  "rate_limited",
];

/** The real server, in a child process, and a validating client of one version. */
export interface PropertyServer {
  /** The version under test. */
  api: VersionApi;
  /** Its document. */
  contract: Contract;
  server: ServerProcess;
  client: ContractClient;
}

/**
 * Starts the built server on the contract fixture, with a client of `version` (this project's by default);
 * loopback webhook URLs are allowed (no delivery leaves the host).
 */
export async function startPropertyServer(version: ApiVersion = TEST_API_VERSION): Promise<PropertyServer> {
  const api = versionApi(version);
  const { contract } = api;
  const server = await startServerProcess({
    fixture: contractFixture(),
    // Production configuration: the requests go through exactly the checks they meet in production.
    env: {
      NODE_ENV: "production",
      ALLOW_INSECURE_WEBHOOKS: "true",
      SIMULATOR_TEST_STEP_MS: "50",
      SIMULATOR_HOLD_MS: "600000",
    },
  });
  const client = createContractClient({
    baseUrl: server.url,
    contract,
    explainNoAnswer: () => describeServer(server),
  });
  return { api, contract, server, client };
}

/** Creates a disabled endpoint on the account that never sends (nothing is ever delivered); returns its id. */
export async function createQuietEndpoint(ctx: PropertyServer): Promise<string> {
  const created = await roleCaller(ctx.client, ctx.api, { key: KEYS.hooks })("createWebhook", {
    json: { url: "http://127.0.0.1:9/hooks", events: ["*"], enabled: false },
  });
  expect(created.status).toBe(201);
  return ctx.api.idOf(ctx.api.resource(created.json), "webhook");
}

/** A response to a schema-valid request: documented, not a 5xx, and not an envelope refusal. */
export function expectAcceptedOrBusinessRefusal(res: ContractResponse, success: number) {
  expect(res.violations).toEqual([]);
  expect(res.status).toBeLessThan(500);
  if (res.status !== success) expect(ENVELOPE_CODES).not.toContain((res.json as { code?: string }).code);
}

/** A response to a schema-invalid request: documented, 400 `invalid_request` with field errors. */
export function expectInvalidRequest(res: ContractResponse) {
  expect(res.violations).toEqual([]);
  expect(res.status).toBe(400);
  const problem = res.json as { code?: string; errors?: unknown[] };
  expect(problem.code).toBe("invalid_request");
  expect(problem.errors?.length ?? 0).toBeGreaterThan(0);
}
