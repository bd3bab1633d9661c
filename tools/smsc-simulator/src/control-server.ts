import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Behaviour, SmscSimulator } from "./smsc-simulator.ts";

const BEHAVIOUR_KEYS: readonly (keyof Behaviour)[] = [
  "refuseBinds",
  "throttleNext",
  "dropAfter",
  "receiptDelayMs",
  "holdMs",
  "receiptStyle",
  "undeliverPart",
  "holdAnswers",
];

/**
 * The simulator's HTTP control API: `GET /submits`, `GET /binds`, `GET /receipts` (what the SMSC received
 * and sent, as JSON), `GET /behaviour`, and `POST /behaviour` with a JSON object of changes.
 */
export async function startControlServer(smsc: SmscSimulator, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (req.method === "GET" && path === "/submits") return send(200, smsc.submits);
    if (req.method === "GET" && path === "/binds") return send(200, smsc.binds);
    if (req.method === "GET" && path === "/receipts") return send(200, smsc.receipts);
    if (req.method === "GET" && path === "/behaviour") return send(200, smsc.behaviour);
    if (req.method === "POST" && path === "/behaviour") {
      let body = "";
      req.on("data", (c: Buffer) => {
        body += c.toString("utf8");
      });
      req.on("end", () => {
        try {
          const changes = JSON.parse(body) as Record<string, unknown>;
          const unknown = Object.keys(changes).filter((k) => !BEHAVIOUR_KEYS.includes(k as keyof Behaviour));
          if (unknown.length > 0) return send(400, { error: `unknown behaviour: ${unknown.join(", ")}` });
          smsc.configure(changes as Partial<Behaviour>);
          send(200, smsc.behaviour);
        } catch {
          send(400, { error: "the body must be a JSON object" });
        }
      });
      return;
    }
    send(404, { error: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(port, host, () => resolve()));
  return server;
}

/** The port a started control server listens on. */
export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}
