import { createSmsClient, type SmsClient } from "@sms-api/client";
import { type CliIo, warn } from "./output.js";
import { UsageError } from "./usage-error.js";

/** The options every command shares. */
export interface GlobalOptions {
  /** `--api-key`: overrides SMS_API_KEY (and warns: it lands in the shell history). */
  apiKey?: string;
  /** `--base-url`: overrides SMS_API_BASE_URL. */
  baseUrl?: string;
  /** `--json`: plain JSON even on a terminal. */
  json?: boolean;
  /** `--timeout`: limit of one attempt, in milliseconds. */
  timeout?: number;
  /** `--max-retries`: retries after the first attempt. */
  maxRetries?: number;
}

/** The API key in use, from `--api-key` (with a warning) or SMS_API_KEY. */
export function apiKeyOf(io: CliIo, globals: GlobalOptions): string {
  if (globals.apiKey !== undefined) {
    warn(io, "--api-key puts the key in your shell history; prefer the SMS_API_KEY environment variable.");
    return globals.apiKey;
  }
  const key = io.env.SMS_API_KEY;
  if (key === undefined || key.trim() === "")
    throw new UsageError("No API key: set SMS_API_KEY (or pass --api-key).");
  return key;
}

/** A client of `@sms-api/client` (retries, timeouts, idempotency keys) for the base URL and key in use. */
export function connect(io: CliIo, globals: GlobalOptions, defaultBaseUrl: string | null): SmsClient {
  const baseUrl = globals.baseUrl ?? io.env.SMS_API_BASE_URL ?? defaultBaseUrl;
  if (baseUrl === null || baseUrl === undefined || baseUrl === "")
    throw new UsageError("No base URL: set SMS_API_BASE_URL (or pass --base-url).");
  const apiKey = apiKeyOf(io, globals);
  try {
    return createSmsClient({
      baseUrl,
      apiKey,
      ...(globals.timeout === undefined ? {} : { timeoutMs: globals.timeout }),
      ...(globals.maxRetries === undefined ? {} : { maxRetries: globals.maxRetries }),
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
