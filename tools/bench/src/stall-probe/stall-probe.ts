import type { ChildProcess } from "node:child_process";
import { constants, setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { endIpcChild, firstMessage, spawnNode } from "../child.ts";

/** A stall the probe saw: its end (ms since the epoch) and how far its gap ran past the tick, ms. */
export interface Stall {
  /** When the tick after the gap came, ms since the epoch. */
  endedAt: number;
  /** How far the gap ran past the tick's 5 ms, ms. */
  ms: number;
}

/** The machine's stalls in a window, as the probe saw them. */
export interface MachineStalls {
  /** The longest, ms (0 when none). */
  longestMs: number;
  /** How many gaps between the probe's 5 ms ticks ran over 10 ms past that. */
  count: number;
  /** Their excesses summed, ms. */
  totalMs: number;
  /** The probe's niceness: -20 when it could take the highest priority, 0 when not (then the cores' load counts too). */
  niceness: number;
}

/** The stalls that ended in [fromMs, toMs], summarized. */
export function stallsBetween(
  stalls: readonly Stall[],
  fromMs: number,
  toMs: number,
  niceness: number,
): MachineStalls {
  const within = stalls.filter((s) => s.endedAt >= fromMs && s.endedAt <= toMs);
  return {
    longestMs: within.reduce((longest, s) => Math.max(longest, s.ms), 0),
    count: within.length,
    totalMs: within.reduce((sum, s) => sum + s.ms, 0),
    niceness,
  };
}

/**
 * A process of its own, at the highest priority, that times its own timers. Our processes' load does not delay
 * it (the kernel runs it first), so a stall it sees is the machine's: the host pausing the virtual machine, or
 * the kernel holding every process. Beside a send's latency it tells a server that stalled from a machine that
 * did.
 */
export class StallProbe {
  private readonly stalls: Stall[] = [];
  private readonly child: ChildProcess;
  /** The probe's niceness (see {@link MachineStalls.niceness}). */
  readonly niceness: number;

  private constructor(child: ChildProcess, niceness: number) {
    this.child = child;
    this.niceness = niceness;
    child.on("message", (message: Stall | { ready: true }) => {
      if ("endedAt" in message) this.stalls.push(message);
    });
  }

  /**
   * Starts the probe and raises it to the highest priority when this user may; resolves once it is timing (a
   * stall before then would go unseen).
   */
  static async start(): Promise<StallProbe> {
    const child = spawnNode({
      args: [fileURLToPath(new URL("./probe-main.ts", import.meta.url))],
      ipc: true,
    });
    await firstMessage(
      child,
      (message: { ready?: boolean }) => (message.ready ? true : undefined),
      "the stall probe never started timing",
    );
    let niceness = 0;
    try {
      if (child.pid !== undefined) {
        setPriority(child.pid, constants.priority.PRIORITY_HIGHEST);
        niceness = constants.priority.PRIORITY_HIGHEST;
      }
    } catch {
      // Only root may raise a priority: the probe then shares the cores like the rest, and says so.
    }
    return new StallProbe(child, niceness);
  }

  /** The operating system's id of the probe's process. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** The stalls that ended in [fromMs, toMs] (ms since the epoch). */
  between(fromMs: number, toMs: number): MachineStalls {
    return stallsBetween(this.stalls, fromMs, toMs, this.niceness);
  }

  /** Ends the probe; resolves once it has exited. */
  close(): Promise<void> {
    return endIpcChild(this.child);
  }
}
