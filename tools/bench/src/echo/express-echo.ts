// Baseline: Express 5 with express.json(), the framework the reference server is built on, doing the same
// echo as bare-echo.ts. The gap between the two is the framework's cost; the rest of the reference server's
// gap is ours. Usage: node express-echo.ts <port>
import express from "express";

const port = Number(process.argv[2]);
const app = express();
app.use(express.json());
app.post("/", (req, res) => {
  res.json(req.body);
});
app.listen(port, "127.0.0.1");
