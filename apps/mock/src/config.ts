/** Where `pnpm mock` listens unless `MOCK_HOST` / `MOCK_PORT` say otherwise. */
export const DEFAULT_MOCK_ADDRESS = { host: "127.0.0.1", port: 4010 } as const;

/** The mock app's configuration, read from the environment. */
export interface MockConfig {
  /** Address to listen on. */
  host: string;
  /** Port to listen on. */
  port: number;
  /** Serve schema-generated data instead of the named examples. */
  dynamic: boolean;
}

/** Reads `MOCK_HOST`, `MOCK_PORT` and `MOCK_DYNAMIC`; throws an error naming the bad variable. */
export function readMockConfig(env: Record<string, string | undefined>): MockConfig {
  const host = env.MOCK_HOST?.trim() || DEFAULT_MOCK_ADDRESS.host;
  const rawPort = env.MOCK_PORT?.trim();
  const port = rawPort ? Number(rawPort) : DEFAULT_MOCK_ADDRESS.port;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`MOCK_PORT must be an integer from 0 to 65535, got ${JSON.stringify(rawPort)}`);
  }
  const rawDynamic = env.MOCK_DYNAMIC?.trim() ?? "false";
  if (rawDynamic !== "true" && rawDynamic !== "false") {
    throw new Error(`MOCK_DYNAMIC must be "true" or "false", got ${JSON.stringify(rawDynamic)}`);
  }
  return { host, port, dynamic: rawDynamic === "true" };
}
