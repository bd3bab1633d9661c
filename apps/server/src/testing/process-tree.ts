import { readdirSync, readFileSync } from "node:fs";

/** A child of a `scaled` start (or any process), with the role its environment gave it. */
export interface ChildProcessInfo {
  /** Its operating-system process id. */
  pid: number;
  /** Its `SERVER_ROLE` (`api`, `worker`, `all`), or undefined when its environment has none or is unreadable. */
  role: string | undefined;
}

/** The parent pid in /proc/<pid>/stat (field 4; the command name, field 2, may hold spaces, so split after ")"). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    // Gone between the listing and the read.
    return undefined;
  }
}

/** The `SERVER_ROLE` in a process's environment (/proc/<pid>/environ, NUL-separated). */
function roleOf(pid: number): string | undefined {
  try {
    const entry = readFileSync(`/proc/${pid}/environ`, "utf8")
      .split("\0")
      .find((e) => e.startsWith("SERVER_ROLE="));
    return entry?.slice("SERVER_ROLE=".length);
  } catch {
    return undefined;
  }
}

/**
 * The live direct children of a process, read from /proc (Linux; empty elsewhere): how tests and the bench
 * find the API and worker processes a `scaled` start forked, to signal or measure each.
 */
export function childProcesses(parent: number): ChildProcessInfo[] {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  return entries
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === parent)
    .map((pid) => ({ pid, role: roleOf(pid) }));
}
