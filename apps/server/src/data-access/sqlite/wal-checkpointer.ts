import { Worker } from "node:worker_threads";

// Plain CommonJS run by the worker: only node builtins, so it runs the same from src/ (tests) and dist/.
const WORKER_SOURCE = `
const { workerData, parentPort } = require("node:worker_threads");
const { DatabaseSync } = require("node:sqlite");
let db;
try {
  db = new DatabaseSync(workerData.path);
  db.exec("PRAGMA busy_timeout = 1000");
} catch {
  db = undefined;
}
const checkpoint = () => {
  try { db?.exec("PRAGMA wal_checkpoint(PASSIVE)"); } catch {}
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  checkpoint();
  db?.close();
  parentPort.close();
});
`;

/** Options of {@link startWalCheckpointer}. */
export interface WalCheckpointerOptions {
  /** The database file. */
  path: string;
  /** Time between two passive checkpoints; default 200 ms. */
  intervalMs?: number;
}

/** A running background checkpointer. */
export interface WalCheckpointer {
  /** Runs a last checkpoint and stops the worker. */
  stop(): Promise<void>;
}

/**
 * Copies WAL frames into the database file from a worker thread with its own connection (PASSIVE: it never
 * waits for, nor blocks, writers), so the checkpoint's disk writes and flushes stay off the event loop.
 */
export function startWalCheckpointer(options: WalCheckpointerOptions): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { path: options.path, intervalMs: options.intervalMs ?? 200 },
  });
  worker.unref();
  // A checkpointer that cannot run costs speed, not data: the connection's own autocheckpoint still bounds
  // the WAL. So its failures never reach the process.
  worker.on("error", () => {});
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  return {
    stop() {
      worker.postMessage("stop");
      return exited;
    },
  };
}
