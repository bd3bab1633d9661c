// Baseline: Express 5 with express.json(), the framework the reference server is built on, doing the same
// echo as bare-echo.ts (and scaled the same way, node:cluster children on one port). The gap between the two
// is the framework's cost; the rest of the reference server's gap is ours.
// Usage: node express-echo.ts <port> [processes]
import cluster from "node:cluster";
import express from "express";

const port = Number(process.argv[2]);
const processes = Number(process.argv[3] ?? 1);
if (processes > 1 && cluster.isPrimary) {
  for (let i = 0; i < processes; i++) cluster.fork();
} else {
  const app = express();
  app.use(express.json());
  app.post("/", (req, res) => {
    res.json(req.body);
  });
  app.listen(port, "127.0.0.1");
}
