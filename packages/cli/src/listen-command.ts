import { type Event, type EventType, SmsApiError, type SmsClient } from "@sms-api/client";
import { Command, InvalidArgumentError, Option } from "commander";
import type { GlobalOptions } from "./connection.js";
import { type ForwardResult, forwardEvent, newSessionSecret } from "./forward-event.js";
import { type CliIo, note } from "./output.js";

/** Options of `listen`. */
interface ListenOptions {
  forwardTo: string;
  events?: EventType[];
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
function eventLine(event: Event, result: ForwardResult): string {
  const answer = result.status === undefined ? `failed (${result.error})` : String(result.status);
  const data = event.data as { message_id?: unknown };
  const message = typeof data.message_id === "string" ? data.message_id : "-";
  return `${event.created_at}  ${event.type.padEnd(15)}  ${message}  ${event.event_id}  → ${answer} in ${result.latencyMs} ms`;
}

/** The same line as JSON, for `--json`: one object per event. */
function jsonLine(event: Event, result: ForwardResult): string {
  return JSON.stringify({
    time: event.created_at,
    type: event.type,
    message_id: (event.data as { message_id?: unknown }).message_id ?? null,
    event_id: event.event_id,
    status: result.status ?? null,
    error: result.error ?? null,
    latency_ms: result.latencyMs,
  });
}

/** Whether a lost stream is worth reopening: no answer, or a server error; a refused key or request is not. */
function isTransient(error: unknown): boolean {
  return !(error instanceof SmsApiError) || error.status === 429 || error.status >= 500;
}

/**
 * `sms-api listen --forward-to <url>`: forwards every new event of the key's account and mode to a local
 * endpoint, signed with a session secret exactly as a real delivery, printing one line per event. It reads
 * the contract's event stream (`GET /v1/events/stream`). When the stream drops (a lost connection, a server
 * restart) it reopens it after `--interval` ms with `Last-Event-ID` set to the last id it received (before
 * any event, `stream.opened`'s: maybe the start position), so the server sends exactly what came after:
 * nothing is lost or repeated.
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
  const interval = new Option("--interval <ms>", "Pause before reopening a dropped event stream").default(
    500,
  );
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
      const query = options.events === undefined ? {} : { types: options.events };
      // The last id the server named (the opening message's, then each event's): where a new stream resumes.
      let lastEventId: string | undefined;
      let ready = false;
      let down = false;
      while (!signal.aborted) {
        let why = "the server ended the stream";
        try {
          const stream = api.events.stream(query, {
            signal,
            ...(lastEventId === undefined ? {} : { lastEventId }),
          });
          for await (const message of stream) {
            if (message.id !== undefined) lastEventId = message.id;
            if (message.event === "stream.opened") {
              if (down) note(io, "Reconnected.");
              down = false;
              if (!ready) {
                ready = true;
                note(io, `Ready. Forwarding events to ${options.forwardTo}. Signing secret: ${secret}`);
                note(
                  io,
                  "Verify with it as with an endpoint's secret; it is new at every start unless --secret is given.",
                );
              }
              continue;
            }
            const event = message.data as Event;
            const result = await forwardEvent(event, options.forwardTo, secret, globals().timeout ?? 15_000);
            io.stdout(`${globals().json ? jsonLine(event, result) : eventLine(event, result)}\n`);
          }
        } catch (error) {
          if (signal.aborted) break;
          if (!isTransient(error)) throw error;
          why = (error as Error).message;
        }
        if (signal.aborted) break;
        if (!down) note(io, `Connection lost (${why}); retrying.`);
        down = true;
        await sleep(options.interval, signal);
      }
    });
}
