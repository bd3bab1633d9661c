// Baseline: the practical limit of a Node HTTP server on this machine. It does what every JSON API does
// at minimum (read the body, JSON.parse, JSON.stringify back) and nothing else. With a process count above 1
// it runs as the scaled server does: node:cluster children sharing the port, the primary only forking them.
// Usage: node bare-echo.ts <port> [processes]
import cluster from "node:cluster";
import { createServer } from "node:http";
import { readJsonBody } from "./json-body.ts";

const port = Number(process.argv[2]);
const processes = Number(process.argv[3] ?? 1);
if (processes > 1 && cluster.isPrimary) {
  for (let i = 0; i < processes; i++) cluster.fork();
} else {
  createServer((req, res) =>
    readJsonBody(req, res, (body) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      res.end(body);
    }),
  ).listen(port, "127.0.0.1");
}
