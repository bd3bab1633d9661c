// The README's `npx -y pnpm@10.34.9 start` as a partner runs it: stopping it by the pid they started stops the
// server and every process under it, and a port already taken is one line naming PORT. (startStack starts
// dist/main.js directly, so it cannot show either: these start the real commands.)
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** Every live process below `pid`, read from /proc. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, p] of parentOf) {
      if (p === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started)
    for (const pid of [...descendants(child.pid ?? 0), child.pid ?? 0]) {
      if (pid && alive(pid)) process.kill(pid, "SIGKILL");
    }
});

describe("the start command", () => {
  it("stops, server included, when the pid of `npx pnpm start` gets SIGTERM", async () => {
    const port = await freePort();
    const child = spawn("npx", ["-y", "pnpm@10.34.9", "start"], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), DATABASE_URL: ":memory:", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    started.push(child);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    await until(() => (output.includes(`listening on http://127.0.0.1:${port}`) ? true : undefined), 120_000);
    expect((await fetch(`http://127.0.0.1:${port}/v1/account`)).status).toBe(401);
    const below = descendants(child.pid as number);
    expect(below.length).toBeGreaterThan(0);

    child.kill("SIGTERM");
    await until(() => (below.every((pid) => !alive(pid)) ? true : undefined), 15_000);
    await expect(fetch(`http://127.0.0.1:${port}/v1/account`)).rejects.toThrow();
  }, 180_000);

  it("says in one line that PORT is taken, instead of a stack trace", async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = spawnSync(process.execPath, ["dist/main.js"], {
        cwd: serverDir,
        env: { ...process.env, PORT: String(port), DATABASE_URL: ":memory:", LOG_LEVEL: "error" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(lines[0]).toContain("set PORT to a free port");
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 90_000);
});
