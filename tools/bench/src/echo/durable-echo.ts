// Baseline: the scaled SQLite server's shape with none of its work. HTTP processes on every core read each
// request's body, JSON.parse it, and hand it over a local socket to one writer process, which appends each
// turn's requests to a file in one write and answers them after one fsync on its event loop (the calls that
// arrive meanwhile wait in their sockets for the next turn), as the writer's group commits are. What it
// measures is the floor under a durable send in this design on this machine: HTTP, two hops between processes
// and a shared disk flush, with no validation, no SQL and no webhooks.
// Usage: node durable-echo.ts <port> [http processes] [folder for its file and socket; default a new temp one]
import cluster from "node:cluster";
import { fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { createServer } from "node:http";
import { createConnection, createServer as createSocketServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { InFlightTable } from "@sms-api/server/testing";
import { readJsonBody } from "./json-body.ts";

const port = Number(process.argv[2]);
const processes = Number(process.argv[3] ?? 1);

if (cluster.isPrimary) {
  const given = process.argv[4];
  const dir = given ?? mkdtempSync(join(tmpdir(), "durable-echo-"));
  if (!given) process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  const env = { DURABLE_ECHO_DIR: dir };
  const writer = cluster.fork({ ...env, DURABLE_ECHO_ROLE: "writer" });
  // The HTTP processes start once the writer listens, so the first request finds it.
  writer.once("message", () => {
    for (let i = 0; i < processes; i++) cluster.fork({ ...env, DURABLE_ECHO_ROLE: "http" });
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => {
      for (const child of Object.values(cluster.workers ?? {})) child?.kill();
      process.exit(0);
    });
} else if (process.env.DURABLE_ECHO_ROLE === "writer") {
  serveAppends(process.env.DURABLE_ECHO_DIR as string);
} else {
  serveHttp(join(process.env.DURABLE_ECHO_DIR as string, "w.sock"));
}

/** Lines of one socket, parsed. */
function onLines(socket: Socket, onLine: (message: { id: number; body?: string }) => void): void {
  createInterface({ input: socket, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) =>
    onLine(JSON.parse(line)),
  );
}

/** Writes `line` to `socket`; the lines of one turn leave in one system call, as the server's link does. */
function writeLine(socket: Socket, line: string): void {
  if (!socket.writableCorked) {
    socket.cork();
    process.nextTick(() => socket.uncork());
  }
  socket.write(line);
}

/** The writer: appends each turn's calls in one write, answers them after an fsync that covers them. */
function serveAppends(dir: string): void {
  const fd = openSync(join(dir, "appends.log"), "a");
  let turn: Array<() => void> | null = null;
  let text = "";
  const append = (answer: () => void, body: string) => {
    if (!turn) {
      const calls: Array<() => void> = [];
      turn = calls;
      setImmediate(() => {
        turn = null;
        writeSync(fd, text);
        text = "";
        fsyncSync(fd);
        for (const call of calls) call();
      });
    }
    text += `${body}\n`;
    turn.push(answer);
  };
  createSocketServer((socket) => {
    onLines(socket, ({ id, body }) =>
      append(() => writeLine(socket, `${JSON.stringify({ id })}\n`), body ?? ""),
    );
  }).listen(join(dir, "w.sock"), () => process.send?.("listening"));
}

/** An HTTP process: reads and parses the body, has the writer append it, answers 202 once it is on disk. */
function serveHttp(socketPath: string): void {
  const link = createConnection(socketPath);
  // The server's writer link keeps its calls in an InFlightTable, not a Map, for the old generation's sake
  // (InFlightTable says why); a floor under the server must not pay what the server does not.
  const waiting = new InFlightTable<() => void>();
  let nextId = 1;
  onLines(link, ({ id }) => {
    waiting.get(id)?.();
    waiting.delete(id);
  });
  createServer((req, res) =>
    readJsonBody(req, res, (body) => {
      const id = nextId++;
      waiting.set(id, () => {
        const answer = `{"status":"queued","id":${id}}`;
        res.writeHead(202, {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(answer),
        });
        res.end(answer);
      });
      writeLine(link, `${JSON.stringify({ id, body })}\n`);
    }),
  ).listen(port, "127.0.0.1");
}
