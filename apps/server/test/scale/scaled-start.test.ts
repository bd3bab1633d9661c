import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresServer, startTestPostgres } from "../../src/testing/postgres-server.js";
import { childProcesses } from "../../src/testing/process-tree.js";
import type { StackProcess } from "../../src/testing/stack-process.js";
import { serverNodeFlags } from "../../src/testing/start-script-flags.js";
import { type Stack, type StackEngine, startStack } from "../../src/testing/start-stack.js";
import { call, eventually, send } from "./support/scale-api.js";
import { recipient, SCALE_KEY, scaleFixture } from "./support/scale-fixture.js";

// `pnpm start:scale` (dist/scale.js) as documented and as the bench runs it: the API processes share one port
// beside a worker (and on SQLite a writer, which runs their sends); the worker, not an API process, walks a
// message through the carrier; an API or writer process that dies is replaced; a SIGTERM stops every child
// gracefully.

/** scale.js gives up instead of restarting a child that dies this soon after its start (its CRASH_LOOP_MS). */
const CRASH_LOOP_MS = 5_000;
const otp = (n: number) => ({ to: recipient(n), template_id: "tmpl_otp", variables: ["123456"] });
/** The niceness of each thread of a process (field 19 of `/proc/<pid>/task/<tid>/stat`). */
const niceness = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });
/** A Node process's own flags: its command line's words before the script (`/proc/<pid>/cmdline`). */
const flags = (pid: number) => {
  const words = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").slice(1);
  return words.slice(
    0,
    words.findIndex((w) => !w.startsWith("-")),
  );
};
const roles = (primary: number) =>
  childProcesses(primary)
    .map((c) => c.role)
    .sort();

describe.each<StackEngine>(["sqlite", "postgres"])("start:scale on %s", (engine) => {
  /** The children a scaled start runs: on SQLite, one writer beside the API processes and the worker. */
  const expectedRoles = engine === "sqlite" ? ["api", "api", "worker", "writer"] : ["api", "api", "worker"];
  let postgres: PostgresServer | undefined;
  let stack: Stack;
  let primary: StackProcess;
  let startedAt: number;

  beforeAll(async () => {
    if (engine === "postgres") postgres = await startTestPostgres();
    stack = await startStack({
      engine,
      roles: ["scaled"],
      // The heap limits `pnpm start:scale` gives the primary (package.json), which every child inherits.
      nodeArgs: serverNodeFlags("start:scale"),
      fixture: scaleFixture(),
      env: { API_PROCESSES: "2", WORKER_PROCESSES: "1", SIMULATOR_TEST_STEP_MS: "100" },
      ...(postgres ? { postgres } : {}),
    });
    primary = stack.processes[0] as StackProcess;
    // scale.js forks every child before any listens, so each child's start (its crash-loop clock) is before
    // this; timed before the start instead, a slow start left a kill inside the guard (the primary stopped all).
    startedAt = Date.now();
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await postgres?.stop();
  });

  it("runs two API processes and one worker, and the worker delivers what the API accepted", async () => {
    expect(roles(primary.pid)).toEqual(expectedRoles);
    const accepted = await send(stack.url, SCALE_KEY, otp(1), `scaled-${engine}-1`);
    expect(accepted.status).toBe(202);
    const id = accepted.body.data.message_id as string;
    const final = await eventually(
      "the message reaches delivered",
      async () => {
        const read = await call(stack.url, SCALE_KEY, `/v1/sms/${id}`);
        return read.body.data.status === "delivered" ? read.body.data.status : undefined;
      },
      30_000,
      () => primary.output().slice(-2000),
    );
    expect(final).toBe("delivered");
  });

  it("runs the worker below the API processes' priority (WORKER_NICE, default 10), on every thread", () => {
    const children = childProcesses(primary.pid);
    const worker = children.find((c) => c.role === "worker");
    if (!worker) throw new Error("no worker child");
    const workerThreads = niceness(worker.pid);
    // Node's own threads (V8's platform workers, libuv's) are there too: a niceness only on the main thread
    // would leave them at an equal share.
    expect(workerThreads.length).toBeGreaterThan(1);
    expect(new Set(workerThreads)).toEqual(new Set([10]));
    // The API processes keep the primary's (the test's own, 0 unless the test command runs under `nice`).
    const own = niceness(primary.pid)[0];
    for (const api of children.filter((c) => c.role === "api"))
      expect(new Set(niceness(api.pid))).toEqual(new Set([own]));
  });

  it.runIf(engine === "sqlite")(
    "starts the writer with its own heap growth, the others with the primary's flags",
    () => {
      const children = childProcesses(primary.pid);
      const primaryFlags = flags(primary.pid);
      expect(primaryFlags).toContain("--max-old-space-size=192");
      for (const child of children) {
        const own = flags(child.pid);
        // Every child keeps the primary's heap limits; only the writer adds the growth step (scale.ts).
        expect(own.slice(0, primaryFlags.length)).toEqual(primaryFlags);
        expect(own.includes("--heap-growing-percent=200")).toBe(child.role === "writer");
      }
    },
  );

  it("replaces an API process that dies, and keeps answering meanwhile", async () => {
    // Past the crash-loop guard, the primary restarts a dead child instead of stopping everything.
    const wait = startedAt + CRASH_LOOP_MS + 500 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const before = childProcesses(primary.pid);
    const victim = before.find((c) => c.role === "api");
    if (!victim) throw new Error("no API child to kill");
    process.kill(victim.pid, "SIGKILL");
    const replaced = await eventually(
      "a new API process replaces the killed one",
      async () => {
        const now = childProcesses(primary.pid);
        const apis = now.filter((c) => c.role === "api");
        return apis.length === 2 && apis.every((c) => c.pid !== victim.pid) ? now : undefined;
      },
      30_000,
      () => primary.output().slice(-2000),
    );
    expect(replaced.map((c) => c.role).sort()).toEqual(expectedRoles);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(stack.url, SCALE_KEY, otp(10 + i), `scaled-${engine}-r${i}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(202));
  });

  it.runIf(engine === "sqlite")(
    "replaces a writer that dies: sends wait for the new one, and a retried key is never accepted twice",
    async () => {
      const victim = childProcesses(primary.pid).find((c) => c.role === "writer");
      if (!victim) throw new Error("no writer child to kill");
      const before = await send(stack.url, SCALE_KEY, otp(30), `scaled-${engine}-w0`);
      expect(before.status).toBe(202);
      process.kill(victim.pid, "SIGKILL");
      // Sent while the writer is gone or starting again: each waits for it (or answers 503 to be retried).
      const during = await Promise.all(
        Array.from({ length: 5 }, (_, i) => sendUntilAnswered(`scaled-${engine}-w${i + 1}`, 31 + i)),
      );
      expect(during.map((a) => a.status)).toEqual(Array(5).fill(202));
      const writers = childProcesses(primary.pid).filter((c) => c.role === "writer");
      expect(writers).toHaveLength(1);
      expect(writers[0]?.pid).not.toBe(victim.pid);
      // The first send's key still replays its answer: the new writer reads what the old one committed.
      const replay = await send(stack.url, SCALE_KEY, otp(30), `scaled-${engine}-w0`);
      expect(replay.status).toBe(202);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.body.data.message_id).toBe(before.body.data.message_id);
    },
  );

  /** Sends with a key, retrying a 503 (the writer restarting) with the same key, as a client should. */
  async function sendUntilAnswered(key: string, n: number) {
    for (let attempt = 0; ; attempt++) {
      const answer = await send(stack.url, SCALE_KEY, otp(n), key);
      if (answer.status !== 503 || attempt >= 20) return answer;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it("stops every child on SIGTERM and exits 0", async () => {
    const children = childProcesses(primary.pid).map((c) => c.pid);
    expect(children).toHaveLength(expectedRoles.length);
    expect(await primary.stop()).toBe(0);
    const alive = children.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});
