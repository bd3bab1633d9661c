// Experiment (not part of `pnpm bench`): what a send allocates, process by process and function by function.
// A scaled SQLite server, its inspectors open, takes closed-loop sends at CONNS connections: 3 s of warm-up,
// then SECS s with V8's sampling heap profiler on in every process, counting the objects the GC has already
// collected too (a request's garbage is what its scavenges cost). Bytes are a count, not a timing, so two
// builds compare on any machine speed. Prints kB per answered send by process, package and function, and
// keeps each `.heapprofile` (DevTools opens it) in the printed folder.
// Usage: node src/experiments/send-allocation-by-function.ts (env CONNS, SECS, TOP).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureRound } from "../load.ts";
import { sendRequests, startReferenceServer } from "../reference-server.ts";

const seconds = Number(process.env.SECS ?? 8);
const connections = Number(process.env.CONNS ?? 50);
const top = Number(process.env.TOP ?? 12);

/** A node of V8's sampling heap profile. */
interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

/** One DevTools-protocol session over the inspector's WebSocket. */
async function connect(url: string) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let lastId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.onmessage = (e) => {
    const m = JSON.parse(String(e.data)) as { id?: number; result?: unknown; error?: unknown };
    if (m.id !== undefined) waiting.get(m.id)?.(m.result ?? m.error);
  };
  return {
    send<T>(method: string, params: object = {}): Promise<T> {
      const id = ++lastId;
      ws.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => waiting.set(id, (r) => resolve(r as T)));
    },
    close: () => ws.close(),
  };
}

/** `package` for a dependency's frame, the folder under `dist/` for ours, the module for Node's own. */
function packageOf(url: string): string {
  const dependency = /node_modules\/\.pnpm\/(@?[^@/]+)/.exec(url);
  if (dependency) return dependency[1] as string;
  const ours = /\/apps\/server\/dist\/(.*)\/[^/]+$/.exec(url);
  if (ours) return `server ${ours[1]}`;
  return url.startsWith("node:") ? url : "(V8 and native)";
}

/** Self bytes by key over the whole tree. */
function tally(
  node: ProfileNode,
  keyOf: (frame: ProfileNode["callFrame"]) => string,
  into: Map<string, number>,
) {
  const key = keyOf(node.callFrame);
  into.set(key, (into.get(key) ?? 0) + node.selfSize);
  for (const child of node.children) tally(child, keyOf, into);
  return into;
}

const dir = mkdtempSync(join(tmpdir(), "send-alloc-"));
const server = await startReferenceServer({ dir, name: "alloc", topology: "scaled", inspect: true });
try {
  const cell = {
    name: "send",
    url: server.url,
    connections,
    requests: sendRequests("alloc"),
    expectStatus: 202,
  };
  const settings = { rounds: 1, durationS: seconds, warmupS: 3, signal: new AbortController().signal };
  await measureRound(cell, settings, 0, settings.warmupS);
  const urls = [...server.output().matchAll(/Debugger listening on (ws:\/\/\S+)/g)].map(
    (m) => m[1] as string,
  );
  const sessions = await Promise.all(
    urls.map(async (url) => {
      const cdp = await connect(url);
      const expression = "process.pid + ' ' + (process.env.SERVER_ROLE ?? 'primary')";
      const { result } = await cdp.send<{ result: { value: string } }>("Runtime.evaluate", { expression });
      return { cdp, name: result.value };
    }),
  );
  const sampling = {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  };
  for (const s of sessions) await s.cdp.send("HeapProfiler.startSampling", sampling);
  const measured = await measureRound(cell, settings, 0);
  console.log(
    `${measured.answered} sends at ${measured.requestsPerSecond.toFixed(0)}/s, ${connections} connections`,
  );
  const perSend = (bytes: number) => (bytes / measured.answered / 1024).toFixed(2).padStart(6);
  for (const s of sessions) {
    const { profile } = await s.cdp.send<{ profile: { head: ProfileNode } }>("HeapProfiler.stopSampling");
    s.cdp.close();
    writeFileSync(join(dir, `${s.name.replace(" ", "-")}.heapprofile`), JSON.stringify(profile));
    const byPackage = tally(profile.head, (f) => packageOf(f.url), new Map());
    const byFunction = tally(
      profile.head,
      (f) => `${f.functionName || "(anonymous)"} ${packageOf(f.url)}:${f.lineNumber + 1}`,
      new Map(),
    );
    const total = [...byPackage.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${s.name}: ${perSend(total)} kB per send (of all the server's sends)`);
    for (const [key, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${perSend(bytes)}  ${key}`);
    console.log("  by function:");
    for (const [key, bytes] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${perSend(bytes)}  ${key}`);
  }
  console.log(`\nprofiles in ${dir}`);
} finally {
  await server.stop();
}
