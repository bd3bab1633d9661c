import type { ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { endIpcChild, firstMessage, spawnNode } from "../child.ts";
import type { ReceiverCounts, ReceiverReply, ReceiverRequest, ReceiverSummary } from "./receiver-protocol.ts";

type Pending = (value: unknown) => void;
/** `Omit` applied to each member of a union. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request without its id (the id is given when it is sent). */
type Unsent = OmitEach<ReceiverRequest, "id">;

/**
 * The bench's webhook receiver (`Receiver`) run in a child process, so that its signature checks do not share
 * the load generator's event loop. Endpoints are `<url>/hooks/<n>`; each needs its secret before deliveries.
 */
export class ReceiverProcess {
  private next = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly child: ChildProcess;
  /** The receiver's base URL, `http://127.0.0.1:<port>`. */
  readonly url: string;

  private constructor(child: ChildProcess, url: string) {
    this.child = child;
    this.url = url;
    child.on("message", (reply: ReceiverReply) => {
      if (!("id" in reply)) return;
      this.pending.get(reply.id)?.(reply.value);
      this.pending.delete(reply.id);
    });
  }

  /** Starts the receiver process (its output appended to `logFile`); resolves once it listens on a free port. */
  static async start(logFile?: string): Promise<ReceiverProcess> {
    const child = spawnNode({
      args: [fileURLToPath(new URL("./receiver-main.ts", import.meta.url))],
      ipc: true,
      ...(logFile === undefined ? {} : { logFile }),
    });
    const url = await firstMessage(
      child,
      (reply: ReceiverReply) => ("op" in reply ? reply.url : undefined),
      "the webhook receiver never listened",
    );
    return new ReceiverProcess(child, url);
  }

  /** Registers the secret of the endpoint at `path` (`/hooks/<n>`). */
  async setSecret(path: string, secret: string): Promise<void> {
    await this.request({ op: "secret", path, secret });
  }

  /** Forgets the verified deliveries so far (the secrets and the count of bad ones stay). */
  async reset(): Promise<void> {
    await this.request({ op: "reset" });
  }

  /** What has arrived so far. */
  async counts(): Promise<ReceiverCounts> {
    return (await this.request({ op: "counts" })) as ReceiverCounts;
  }

  /**
   * Delays of every verified delivery so far, and how many had arrived by each of `by` (ms since the epoch):
   * one request, as it sorts every delay.
   */
  async summary(by: number[]): Promise<ReceiverSummary> {
    return (await this.request({ op: "summary", by })) as ReceiverSummary;
  }

  /** Ends the receiver process; resolves once it has exited. */
  close(): Promise<void> {
    return endIpcChild(this.child);
  }

  private request(request: Unsent): Promise<unknown> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      if (!this.child.connected) {
        reject(new Error("the webhook receiver process is gone"));
        return;
      }
      this.pending.set(id, resolve);
      this.child.send({ ...request, id });
    });
  }
}
