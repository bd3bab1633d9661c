import type { Socket } from "node:net";
import { createInterface } from "node:readline";
import {
  DomainError,
  type DomainErrorCode,
  type FieldError,
  StorageUnavailableError,
} from "../../domain/errors.js";
import type { PreparedSend } from "../../domain/messages/prepare-send.js";
import type { SendRequest } from "../../domain/messages/send-message.js";
import type { ApiVersion, Caller } from "../../domain/model.js";
import type { TokenGrant, TokenRequest } from "../../domain/rate-limiter.js";

// The SQLite writer process's protocol: one JSON object per line over a local socket, requests from an API
// process and replies in any order, matched by `id`. Both ends are this server's own processes on one machine,
// of one build; the socket's folder keeps everyone else out.

/** A send handed to the writer: the use case's input, with the version that picks the answer's rendering. */
export interface SendCall {
  /** Matches the reply. */
  id: number;
  /** The send use case. */
  op: "send";
  /** The authenticated caller, as the API process found it. */
  caller: Caller;
  /** The validated body. */
  request: SendRequest;
  /** The request's idempotency key, or null. */
  idempotencyKey: string | null;
  /** The version the request came through: scopes the key and renders the answer. */
  apiVersion: ApiVersion;
  /** The recipient form of that version. */
  recipientForm: "digits" | "plus";
  /** The request's verdict and fingerprint, worked out by the API process (off the writer's one thread). */
  prepared: PreparedSend;
}

/** A rate-limit take handed to the writer. */
export interface TakeCall {
  /** Matches the reply. */
  id: number;
  /** `Storage.takeRateTokens`. */
  op: "take";
  /** The take. */
  request: TokenRequest;
}

/** What an API process asks of the writer. */
export type WriteCall = SendCall | TakeCall;

/** What a send answers through the writer: the rendered answer and whether it is a replay. */
export interface SentReply {
  /** The answer in the request's version. */
  answer: unknown;
  /** True when it is a stored idempotent answer. */
  replayed: boolean;
}

/** An error crossing the socket: a domain refusal keeps every field; others keep only their kind. */
export type WireError =
  | {
      kind: "domain";
      code: DomainErrorCode;
      detail: string;
      errors?: FieldError[];
      retryAfterSeconds?: number;
      addressed: boolean;
    }
  | { kind: "unavailable"; message: string }
  | { kind: "internal"; message: string };

/** The writer's answer to one call. */
export type WriteReply =
  | { id: number; ok: true; value: SentReply | TokenGrant }
  | { id: number; ok: false; error: WireError };

/** An error as it crosses the socket. */
export function encodeError(err: unknown): WireError {
  if (err instanceof DomainError)
    return {
      kind: "domain",
      code: err.code,
      detail: err.detail,
      errors: err.errors,
      retryAfterSeconds: err.retryAfterSeconds,
      addressed: err.addressed,
    };
  if (err instanceof StorageUnavailableError) return { kind: "unavailable", message: err.message };
  return { kind: "internal", message: err instanceof Error ? err.message : String(err) };
}

/** The error an API process raises for a reply's error: the same class the use case threw in the writer. */
export function decodeError(wire: WireError): Error {
  if (wire.kind === "domain")
    return new DomainError(wire.code, wire.detail, {
      errors: wire.errors,
      retryAfterSeconds: wire.retryAfterSeconds,
      addressed: wire.addressed,
    });
  if (wire.kind === "unavailable") return new StorageUnavailableError(wire.message);
  return new Error(`the SQLite writer process failed: ${wire.message}`);
}

/** Calls `onMessage` with each line of `socket`, parsed; a line that is not JSON ends the connection. */
export function readMessages(socket: Socket, onMessage: (message: unknown) => void): void {
  const lines = createInterface({ input: socket, crlfDelay: Number.POSITIVE_INFINITY });
  // The socket's own error handler reports a broken link; readline re-emits it, and unhandled it would throw.
  lines.on("error", () => {});
  lines.on("line", (line) => {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      socket.destroy(new Error("the SQLite writer link received a line that is not JSON"));
      return;
    }
    onMessage(message);
  });
}

/**
 * Writes messages as lines; the writes of one turn of the event loop leave in one system call (a burst of
 * sends then costs one write, not one each).
 */
export class MessageWriter {
  private corked = false;

  constructor(private readonly socket: Socket) {}

  /** Queues `message` as one line. */
  write(message: WriteCall | WriteReply): void {
    if (this.socket.destroyed) return;
    if (!this.corked) {
      this.corked = true;
      this.socket.cork();
      process.nextTick(() => {
        this.corked = false;
        this.socket.uncork();
      });
    }
    this.socket.write(`${JSON.stringify(message)}\n`);
  }
}
