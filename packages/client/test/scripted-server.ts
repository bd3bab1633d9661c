import { createServer, type IncomingMessage, type Server } from "node:http";

/** What the server saw of one request. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
  at: number;
}

/** How to answer one request: a status with a JSON body and headers, a dropped connection, or silence. */
export type Answer =
  | { status: number; body?: unknown; headers?: Record<string, string>; contentType?: string }
  | "drop"
  | "hang";

/** A real HTTP server on a free port that answers requests from a script, in order, and records them. */
export interface ScriptedServer {
  baseUrl: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Starts a server; `answer` is called with each request and its index. */
export async function startScriptedServer(
  answer: (request: SeenRequest, index: number) => Answer,
): Promise<ScriptedServer> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const request = {
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      body,
      at: Date.now(),
    };
    seen.push(request);
    const reply = answer(request, seen.length - 1);
    if (reply === "drop") return req.socket.destroy();
    if (reply === "hang") return;
    const json = reply.body === undefined ? "" : JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      ...(json ? { "content-type": reply.contentType ?? "application/json" } : {}),
      "x-request-id": `req_test_${seen.length}`,
      ...reply.headers,
    });
    res.end(json);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no address");
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A problem body as the API sends it. */
export function problem(status: number, code: string, extra: Record<string, unknown> = {}) {
  return {
    status,
    contentType: "application/problem+json",
    body: {
      success: false,
      type: `https://docs.sms-api.example/errors#${code}`,
      title: code,
      status,
      detail: `detail of ${code}`,
      code,
      request_id: "req_problem",
      ...extra,
    },
  };
}
