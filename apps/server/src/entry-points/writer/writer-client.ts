import { createConnection, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { StorageUnavailableError } from "../../domain/errors.js";
import { InFlightTable } from "../../domain/in-flight-table.js";
import { prepareSend } from "../../domain/messages/prepare-send.js";
import type { SendResult, SendUseCase } from "../../domain/messages/send-message.js";
import type { TokenGrant, TokenRequest } from "../../domain/rate-limiter.js";
import {
  decodeError,
  MessageWriter,
  readMessages,
  type SendCall,
  type SentReply,
  type TakeCall,
  type WriteCall,
  type WriteReply,
} from "./write-protocol.js";

/** How often an API process tries again to reach a writer that is starting or restarting. */
const RECONNECT_STEP_MS = 25;

/** Where the writer listens, and how long a call waits for it to come back before 503. */
export interface WriterClientOptions {
  /** The writer's socket (`SQLITE_WRITER_SOCKET`). */
  socketPath: string;
  /** How long a call waits for an unreachable writer, as a write waits for a busy lock. */
  connectTimeoutMs: number;
}

interface Pending {
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

/**
 * An API process's end of the SQLite writer link: the send use case and rate-limit takes, run by the writer
 * process. A call made while the writer is unreachable waits for it up to `connectTimeoutMs`, then fails as
 * the database would when busy (503, retry). A call in flight when the writer dies fails the same way: its
 * send may or may not have been accepted, as after a timeout, which an idempotency key makes safe to retry.
 */
export class WriterClient {
  private link: Promise<{ socket: Socket; out: MessageWriter }> | null = null;
  private readonly pending = new InFlightTable<Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WriterClientOptions) {}

  /**
   * The send use case, handed to the writer; the answer comes rendered by the request's version. What the
   * request decides alone (its {@link prepareSend}) is worked out here, so the writer's one thread does not.
   */
  readonly send: SendUseCase = async <A>(
    ...[caller, request, options, prepared]: Parameters<SendUseCase>
  ) => {
    const reply = (await this.call({
      op: "send",
      caller,
      request,
      idempotencyKey: options.idempotencyKey,
      apiVersion: options.apiVersion,
      recipientForm: options.recipientForm,
      prepared: prepared ?? prepareSend(request, options),
    })) as SentReply;
    return { answer: reply.answer as A, replayed: reply.replayed } satisfies SendResult<A>;
  };

  /** `Storage.takeRateTokens`, run by the writer. */
  takeRateTokens(request: TokenRequest): Promise<TokenGrant> {
    return this.call({ op: "take", request }) as Promise<TokenGrant>;
  }

  /** Ends the link once every call in flight is answered (or the connect timeout has passed). */
  async close(): Promise<void> {
    this.closed = true;
    const deadline = Date.now() + this.options.connectTimeoutMs;
    while (this.pending.size > 0 && Date.now() < deadline) await sleep(RECONNECT_STEP_MS);
    const link = await this.link?.catch(() => null);
    link?.socket.end();
  }

  private async call(body: Omit<SendCall, "id"> | Omit<TakeCall, "id">): Promise<unknown> {
    if (this.closed) throw new StorageUnavailableError("this API process is stopping");
    const { socket, out } = await this.connected();
    // The link may have broken since it was opened: its close already failed the calls it held, and this one
    // would wait for an answer that cannot come.
    if (socket.destroyed) throw new StorageUnavailableError("the SQLite writer process went away");
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      out.write({ id, ...body } as WriteCall);
    });
  }

  private connected(): Promise<{ socket: Socket; out: MessageWriter }> {
    this.link ??= this.connect().catch((err: unknown) => {
      this.link = null;
      throw err;
    });
    return this.link;
  }

  private async connect(): Promise<{ socket: Socket; out: MessageWriter }> {
    const deadline = Date.now() + this.options.connectTimeoutMs;
    for (;;) {
      try {
        const socket = await open(this.options.socketPath);
        this.attach(socket);
        return { socket, out: new MessageWriter(socket) };
      } catch (err) {
        if (Date.now() >= deadline)
          throw new StorageUnavailableError("the SQLite writer process is unreachable", { cause: err });
      }
      await sleep(RECONNECT_STEP_MS);
    }
  }

  private attach(socket: Socket): void {
    readMessages(socket, (message) => {
      const reply = message as WriteReply;
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.value);
      else waiter.reject(decodeError(reply.error));
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      this.link = null;
      const lost = this.pending.values();
      this.pending.clear();
      for (const waiter of lost)
        waiter.reject(new StorageUnavailableError("the SQLite writer process went away during the call"));
    });
  }
}

function open(path: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    socket.once("connect", () => {
      socket.off("error", reject);
      resolve(socket);
    });
    socket.once("error", reject);
  });
}
