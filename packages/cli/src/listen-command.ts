import { SmsApiError, type SmsClient } from "@sms-api/client";
import { Command, InvalidArgumentError, Option } from "commander";
import type { GlobalOptions } from "./connection.js";
import { EventFeed, type FeedEvent } from "./event-feed.js";
import { type ForwardResult, forwardEvent, newSessionSecret } from "./forward-event.js";
import { type CliIo, note } from "./output.js";

/** Options of `listen`. */
interface ListenOptions {
  forwardTo: string;
  events?: string[];
  secret?: string;
  interval: number;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

/** One line per event: time, type, message id, the local answer's status (or failure) and latency. */
function eventLine(event: FeedEvent, result: ForwardResult): string {
  const answer = result.status === undefined ? `failed (${result.error})` : String(result.status);
  const message = typeof event.data.message_id === "string" ? event.data.message_id : "-";
  return `${event.created_at}  ${event.type.padEnd(15)}  ${message}  ${event.event_id}  → ${answer} in ${result.latencyMs} ms`;
}

/** The same line as JSON, for `--json`: one object per event. */
function jsonLine(event: FeedEvent, result: ForwardResult): string {
  return JSON.stringify({
    time: event.created_at,
    type: event.type,
    message_id: event.data.message_id ?? null,
    event_id: event.event_id,
    status: result.status ?? null,
    error: result.error ?? null,
    latency_ms: result.latencyMs,
  });
}

/** Whether a failed poll is worth retrying: no answer, or a server error; a refused key is not. */
function isTransient(error: unknown): boolean {
  return !(error instanceof SmsApiError) || error.status === 429 || error.status >= 500;
}

/**
 * `sms-api listen --forward-to <url>`: forwards every new event of the key's account and mode to a local
 * endpoint, signed with a session secret exactly as a real delivery, printing one line per event. It reads
 * the contract's `GET /v1/events` every `--interval` ms, so it survives dropped connections and server
 * restarts: on the next answer it sends what it had not sent, once.
 */
export function listenCommand(
  io: CliIo,
  globals: () => GlobalOptions,
  client: () => SmsClient,
  eventTypes: readonly string[],
): Command {
  const types = new Option(
    "--events <types>",
    `Only these event types, comma-separated (${eventTypes.join(", ")})`,
  );
  types.argParser((value: string) => {
    const list = value.split(",").map((type) => type.trim());
    const unknown = list.filter((type) => !eventTypes.includes(type));
    if (unknown.length > 0) throw new InvalidArgumentError(`Unknown event type ${unknown.join(", ")}.`);
    return list;
  });
  const interval = new Option("--interval <ms>", "Pause between reads of the event feed").default(500);
  interval.argParser((value: string) => {
    const ms = Number(value);
    if (!Number.isInteger(ms) || ms < 50) throw new InvalidArgumentError("At least 50 ms.");
    return ms;
  });
  return new Command("listen")
    .description(
      "Forward your account's events to a local endpoint, signed like real deliveries with a session secret.",
    )
    .requiredOption("--forward-to <url>", "Local URL to POST each event to, e.g. http://localhost:8080/hooks")
    .addOption(types)
    .option("--secret <whsec>", "Signing secret to use instead of a new one (keep your endpoint's config)")
    .addOption(interval)
    .action(async (options: ListenOptions) => {
      const signal = io.signal ?? new AbortController().signal;
      const secret = options.secret ?? newSessionSecret();
      const api = client();
      const only = options.events === undefined ? undefined : new Set(options.events);
      const feed = new EventFeed(api, { lookbackMs: 10_000 });
      let down = false;
      let ready = false;
      while (!signal.aborted) {
        let events: FeedEvent[];
        try {
          events = await feed.poll(signal);
        } catch (error) {
          if (signal.aborted) break;
          if (!isTransient(error)) throw error;
          if (!down) note(io, `Connection lost (${(error as Error).message}); retrying.`);
          down = true;
          await sleep(options.interval, signal);
          continue;
        }
        if (!ready) {
          ready = true;
          note(io, `Ready. Forwarding events to ${options.forwardTo}. Signing secret: ${secret}`);
          note(
            io,
            "Verify with it as with an endpoint's secret; it is new at every start unless --secret is given.",
          );
        }
        if (down) note(io, "Reconnected.");
        down = false;
        for (const event of events) {
          if (only !== undefined && !only.has(event.type)) continue;
          const result = await forwardEvent(event, options.forwardTo, secret, globals().timeout ?? 15_000);
          io.stdout(`${globals().json ? jsonLine(event, result) : eventLine(event, result)}\n`);
        }
        await sleep(options.interval, signal);
      }
    });
}
