import { existsSync, statSync, unlinkSync } from "node:fs";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import type { SendUseCase } from "../../domain/messages/send-message.js";
import type { Message } from "../../domain/model.js";
import type { Storage } from "../../domain/ports.js";
import { sendAnswer } from "../../wire/send-answer.js";
import {
  encodeError,
  MessageWriter,
  readMessages,
  type WriteCall,
  type WriteReply,
} from "./write-protocol.js";

/** What the writer process runs for the API processes. */
export interface WriterDeps {
  /** Where to listen: a path in a folder only this server's processes can reach. */
  socketPath: string;
  /** The send use case over this process's storage. */
  send: SendUseCase;
  /** Rate-limit takes over this process's storage. */
  storage: Pick<Storage, "takeRateTokens">;
  /** Where a broken connection is reported. */
  logger: { warn(details: object, message: string): void };
}

/** A listening writer and how to stop it. */
export interface RunningWriter {
  /** Stops accepting connections, answers the calls already taken (for at most `graceMs`), then hangs up. */
  close(graceMs: number): Promise<void>;
}

/**
 * The SQLite writer role: runs the sends and rate-limit takes that API processes hand it over a local socket,
 * so that one process holds the file's write lock for them and group-commits their bursts together, as one
 * `all` process does, while the API processes keep the HTTP work and the reads. Resolves once listening.
 */
export async function serveWrites(deps: WriterDeps): Promise<RunningWriter> {
  await removeStaleSocket(deps.socketPath);
  const connections = new Set<Socket>();
  let inFlight = 0;
  let drained: (() => void) | null = null;
  const server = createServer((socket) => {
    connections.add(socket);
    socket.on("close", () => connections.delete(socket));
    socket.on("error", (err) => deps.logger.warn({ err }, "an API process's writer connection broke"));
    const out = new MessageWriter(socket);
    readMessages(socket, (message) => {
      const call = message as WriteCall;
      inFlight++;
      run(deps, call)
        .then(
          (value) => out.write({ id: call.id, ok: true, value } as WriteReply),
          (err: unknown) => out.write({ id: call.id, ok: false, error: encodeError(err) }),
        )
        .finally(() => {
          if (--inFlight === 0) drained?.();
        });
    });
  });
  await listen(server, deps.socketPath);
  return {
    async close(graceMs) {
      server.close();
      // Calls already taken are answered (up to the grace); an API process's later call finds no writer and
      // waits for the next one, as it waits for a busy lock.
      if (inFlight > 0)
        await new Promise<void>((resolve) => {
          drained = resolve;
          setTimeout(resolve, graceMs).unref();
        });
      await new Promise((resolve) => setImmediate(resolve));
      for (const socket of connections) socket.end();
    },
  };
}

function run(deps: WriterDeps, call: WriteCall): Promise<unknown> {
  if (call.op === "take") return deps.storage.takeRateTokens(call.request);
  if (call.op === "send")
    return deps
      .send(
        call.caller,
        call.request,
        {
          idempotencyKey: call.idempotencyKey,
          apiVersion: call.apiVersion,
          recipientForm: call.recipientForm,
          render: sendAnswer[call.apiVersion] as (m: Message) => unknown,
        },
        call.prepared,
      )
      .then(({ answer, replayed }) => ({ answer, replayed }));
  return Promise.reject(
    new Error(`unknown writer operation ${JSON.stringify((call as { op?: unknown }).op)}`),
  );
}

/**
 * A socket file left by a writer that died is removed; one a live writer listens on is an error, and so is
 * anything that is not a socket (a mistyped SQLITE_WRITER_SOCKET must not delete a file).
 */
async function removeStaleSocket(path: string): Promise<void> {
  if (!existsSync(path)) return;
  if (!statSync(path).isSocket())
    throw new Error(`${path} exists and is not a socket: SQLITE_WRITER_SOCKET must name a free path`);
  const live = await new Promise<boolean>((resolve) => {
    const probe = createConnection(path);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
  if (live) throw new Error(`another SQLite writer process already listens on ${path}`);
  unlinkSync(path);
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      server.off("error", reject);
      resolve();
    });
  });
}
