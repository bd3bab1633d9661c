// The webhook receiver in a process of its own, driven over IPC by `ReceiverProcess`: the sustained run's
// load generator must not share an event loop with thousands of signature checks a second, or the sends'
// latency it measures includes the receiver's work.
import { percentile } from "../stats.ts";
import type { ReceiverCounts, ReceiverReply, ReceiverRequest, ReceiverSummary } from "./receiver-protocol.ts";
import { Receiver } from "./webhook-receiver.ts";

const receiver = new Receiver();

function answer(request: ReceiverRequest): ReceiverCounts | ReceiverSummary | null {
  switch (request.op) {
    case "secret":
      receiver.secrets.set(request.path, request.secret);
      return null;
    case "reset":
      receiver.reset();
      return null;
    case "counts":
      return {
        distinct: receiver.distinct.size,
        duplicates: receiver.duplicates,
        bad: receiver.bad,
        receipts: receiver.receipts.length,
      };
    case "summary": {
      const delays = receiver.receipts.map((r) => r.delayMs);
      return {
        deliveryP50Ms: percentile(delays, 0.5),
        deliveryP99Ms: percentile(delays, 0.99),
        deliveredBy: request.by.map((by) => receiver.receipts.filter((r) => r.at <= by).length),
        lastReceipt: receiver.receipts.reduce((last, r) => Math.max(last, r.at), 0),
        receipts: receiver.receipts.length,
      };
    }
  }
}

process.on("message", (request: ReceiverRequest) =>
  process.send?.({ id: request.id, value: answer(request) } satisfies ReceiverReply),
);
process.on("disconnect", () => void receiver.close().then(() => process.exit(0)));
const url = await receiver.listen();
process.send?.({ op: "listening", url } satisfies ReceiverReply);
