import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * What every echo does first, as every JSON API does at minimum: reads the request's body, `JSON.parse`s it and
 * `JSON.stringify`s it back, then calls `onBody` with that text; a body that is not JSON is answered 400 here.
 */
export function readJsonBody(
  req: IncomingMessage,
  res: ServerResponse,
  onBody: (body: string) => void,
): void {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    let body: string;
    try {
      body = JSON.stringify(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    } catch {
      res.writeHead(400).end();
      return;
    }
    onBody(body);
  });
}
