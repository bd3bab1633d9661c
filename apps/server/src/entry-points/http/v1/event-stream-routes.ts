import { once } from "node:events";
import type { operations } from "@sms-api/client/schema";
import type { Response } from "express";
import { followOutbox } from "../../../domain/events/follow-outbox.js";
import type { Caller } from "../../../domain/model.js";
import type { OutboxPosition, PositionedEvent } from "../../../domain/ports.js";
import { ApiError } from "../shared/api-error.js";
import type { ApiServices } from "../shared/api-services.js";
import type { OperationHandlers } from "../shared/operation-handlers.js";
import { toWireEvent } from "./presenters.js";

/** How long a client waits before reconnecting after the stream ends (the SSE `retry:` field), in ms. */
const RECONNECT_MS = 1000;

/**
 * The position before every event, written as an event id (no real one: ULIDs of 1970 with no randomness). It
 * is the `id:` of a `stream.opened` that starts from the first event, so a client that drops before any event
 * resumes from the first one instead of reconnecting without `Last-Event-ID` and skipping the gap.
 */
const STREAM_START_ID = "evt_00000000000000000000000000";

/** `types=a,b` as the validator left it (an array once parsed, a string if not): the list, or undefined. */
function typesOf(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value.map(String) : String(value).split(",");
  return [...new Set(list.filter((t) => t !== ""))];
}

/** One SSE message of an event: `id:` its id, `event:` its type, `data:` its JSON as `GET /v1/events` renders it. */
function eventMessage({ event }: PositionedEvent): string {
  return `id: ${event.event_id}\nevent: ${event.type}\ndata: ${JSON.stringify(toWireEvent(event))}\n\n`;
}

/**
 * The first message: how long to wait before reconnecting, and the event the stream starts after (also its
 * `id:`, or {@link STREAM_START_ID} when it starts from the first event, so even a client that drops before
 * any event has an id to resume from).
 */
function openedMessage(afterEventId: string | null): string {
  const data = JSON.stringify({ after_event_id: afterEventId });
  return `retry: ${RECONNECT_MS}\nid: ${afterEventId ?? STREAM_START_ID}\nevent: stream.opened\ndata: ${data}\n\n`;
}

/** Writes and waits for the socket to take it, so a slow client holds back only its own stream. */
async function write(res: Response, text: string): Promise<void> {
  if (res.write(text)) return;
  await Promise.race([once(res, "drain"), once(res, "close")]);
}

/** `GET /v1/events/stream`: the caller's events as Server-Sent Events, resumable with `Last-Event-ID`. */
export function eventStreamRoutes(services: ApiServices): OperationHandlers<operations> {
  const events = services.storage.read.events;
  const streams = services.eventStreams;

  return {
    /** `GET /v1/events/stream` */
    Events_stream: async (req, res) => {
      const caller = res.locals.caller as Caller;
      const { account_id } = caller.account;
      const lastEventId = req.get("Last-Event-ID");
      let after: OutboxPosition | undefined;
      let afterEventId: string | null = null;
      if (lastEventId === STREAM_START_ID) {
        // Every event of the account and mode, from the first: `after` stays undefined.
      } else if (lastEventId !== undefined) {
        afterEventId = lastEventId;
        after = await events.outboxPosition(account_id, caller.mode, lastEventId);
        if (after === undefined)
          throw new ApiError(
            400,
            "invalid_request",
            "Last-Event-ID names no event of this account and mode; reconnect without it, or with an id you received.",
            {
              errors: [
                {
                  field: "last-event-id",
                  code: "unknown_event",
                  message: `No event ${lastEventId} in this account and mode.`,
                },
              ],
            },
          );
      } else {
        // A new stream starts after the newest event, and names it (or the start, when there is none), so a
        // client that drops before the first event still has an id to resume from.
        const head = await events.outboxHead(account_id, caller.mode);
        after = head?.position;
        afterEventId = head?.event.event_id ?? null;
      }
      const signal = streams.open(caller.key.key_hash, res);
      res.status(200);
      res.setHeader("Content-Type", "text/event-stream");
      res.setHeader("Cache-Control", "no-cache");
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      res.flushHeaders();
      const heartbeat = setInterval(() => res.write(": ping\n\n"), streams.config.heartbeatMs);
      try {
        await write(res, openedMessage(afterEventId));
        const types = typesOf(req.query.types);
        await followOutbox({ events, notifier: services.notifier, pollMs: streams.config.pollMs }, caller, {
          after,
          ...(types === undefined ? {} : { types }),
          signal,
          deliver: async (batch) => {
            for (const event of batch) if (!signal.aborted) await write(res, eventMessage(event));
          },
        });
      } finally {
        clearInterval(heartbeat);
      }
      res.end();
    },
  };
}
