import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** One POST the receiver got, after verifying its signature with `standardwebhooks`. */
export interface Received {
  id: string;
  type: string;
  messageId: string | undefined;
  verified: boolean;
  userAgent: string | undefined;
}

/** A local webhook endpoint, as a partner's would be; `status` is what it answers. */
export interface Receiver {
  url: string;
  received: Received[];
  secret: string | undefined;
  status: number;
  close(): Promise<void>;
}

function headersOf(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
}

/** Starts a receiver on a free port that verifies each delivery with the secret set on it. */
export async function startReceiver(): Promise<Receiver> {
  let server: Server | undefined;
  const receiver: Receiver = {
    url: "",
    received: [],
    secret: undefined,
    status: 200,
    close: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    let verified = false;
    let payload: { type?: string; data?: { message_id?: string } } = {};
    try {
      payload = new Webhook(receiver.secret ?? "").verify(body, headersOf(request.headers)) as typeof payload;
      verified = true;
    } catch {
      payload = JSON.parse(body) as typeof payload;
    }
    receiver.received.push({
      id: String(request.headers["webhook-id"]),
      type: String(payload.type),
      messageId: payload.data?.message_id,
      verified,
      userAgent: request.headers["user-agent"],
    });
    response.writeHead(verified ? receiver.status : 401).end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
