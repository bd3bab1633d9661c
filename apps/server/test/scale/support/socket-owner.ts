import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** Inodes of the TCP sockets whose local port is `port` (IPv4 and IPv6 tables of this network namespace). */
function socketInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1]?.split(":")[1];
      if (local !== undefined && Number.parseInt(local, 16) === port && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/**
 * Which of `pids` holds the client end of a TCP connection, given the client's port (the `remotePort` a
 * server sees): read from /proc, so a test can tell which worker sent a request (Linux only).
 */
export function pidOfClientPort(port: number, pids: readonly number[]): number | undefined {
  const inodes = socketInodes(port);
  if (inodes.size === 0) return undefined;
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        if (inode && inodes.has(inode)) return pid;
      } catch {
        // The descriptor closed while the folder was read.
      }
    }
  }
  return undefined;
}
