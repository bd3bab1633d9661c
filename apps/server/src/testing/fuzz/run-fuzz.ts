import { type FuzzKeys, hostileRequest, operationsOf, SeenIds } from "./hostile-requests.js";
import { malformedHttpCase, type RawCase } from "./malformed-http.js";
import { seededRandom } from "./prng.js";
import { type Exchange, exchange } from "./raw-exchange.js";

/** What to fuzz and how much. */
export interface FuzzOptions {
  /** Base URL of the API, e.g. `http://127.0.0.1:3000`. */
  url: string;
  /** The contract: every operation in its `paths` is fuzzed. */
  document: Record<string, unknown>;
  /** Keys of the fuzz fixture. */
  keys: FuzzKeys;
  /** Seed of the request stream: the same seed sends the same requests. */
  seed: number;
  /** How many requests. */
  requests: number;
  /** Requests in flight at once; default 8. */
  concurrency?: number;
  /** Share of socket-level malformed requests; default 0.15. */
  malformedShare?: number;
  /** How long one exchange may take before it counts as unanswered; default 15 s. */
  timeoutMs?: number;
  /** Called after every request with the running count (progress output). */
  onProgress?: (done: number) => void;
}

/** One answer that breaks the rules: a 5xx, no answer, or an error that is not a documented problem. */
export interface FuzzViolation {
  /** Index of the request in the seeded stream. */
  index: number;
  /** What was sent. */
  label: string;
  /** What was wrong. */
  reason: string;
}

/** Counts by outcome (`<status> <code>`, `closed`, `timeout`) and every violation. */
export interface FuzzReport {
  /** Requests sent. */
  total: number;
  /** How many ended in each outcome. */
  outcomes: Record<string, number>;
  /** Answers that broke the rules. */
  violations: FuzzViolation[];
}

/** Why an exchange breaks the rules, or undefined when it is fine. */
export function judge(result: Exchange, sent: RawCase): string | undefined {
  if (result.kind === "timeout") return "no answer in time";
  if (result.kind === "closed") return "connection closed without an answer";
  const { status, headers, body } = result.answer;
  if (status >= 500) return `status ${status}: ${body.slice(0, 300)}`;
  const requestId = headers["x-request-id"];
  if (!requestId) return `status ${status} without X-Request-Id`;
  if (status < 400 || sent.method === "HEAD") return undefined;
  if (!/^application\/problem\+json/.test(headers["content-type"] ?? ""))
    return `status ${status} is not application/problem+json`;
  let problem: { success?: unknown; code?: unknown; request_id?: unknown; status?: unknown };
  try {
    problem = JSON.parse(body);
  } catch {
    return `status ${status} with a body that is not JSON: ${body.slice(0, 200)}`;
  }
  if (typeof problem.code !== "string" || problem.code === "")
    return `status ${status} problem without a code`;
  if (problem.success !== false || problem.status !== status)
    return `status ${status} problem with wrong success/status`;
  if (problem.request_id !== requestId)
    return `problem request_id ${String(problem.request_id)} differs from X-Request-Id ${requestId}`;
  return undefined;
}

function outcomeOf(result: Exchange, method: string): string {
  if (result.kind !== "answer") return result.kind;
  const { status, body } = result.answer;
  if (status < 400 || method === "HEAD") return String(status);
  try {
    return `${status} ${(JSON.parse(body) as { code?: string }).code ?? "?"}`;
  } catch {
    return `${status} ?`;
  }
}

/**
 * Sends a seeded stream of hostile requests (every operation of the document, with malformed paths, query
 * values, headers, methods and bodies, and a share of malformed HTTP on the socket) and judges each answer:
 * never a 5xx, always an answer, every error a problem with a `code` and the request's id.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const rand = seededRandom(options.seed);
  const { hostname, port } = new URL(options.url);
  const operations = operationsOf(options.document);
  const seen = new SeenIds();
  const report: FuzzReport = { total: 0, outcomes: {}, violations: [] };
  let next = 0;
  // Cases are drawn in order from one seeded stream, so a run is the same whatever the timing.
  const draw = (index: number): RawCase =>
    rand.chance(options.malformedShare ?? 0.15)
      ? malformedHttpCase(rand, options.keys.test)
      : hostileRequest(
          operations[index % operations.length] as (typeof operations)[number],
          rand,
          options.keys,
          seen,
        );
  const worker = async () => {
    while (next < options.requests) {
      const index = next++;
      const sent = draw(index);
      const result = await exchange(
        Number(port),
        hostname,
        sent.bytes,
        sent.method,
        options.timeoutMs ?? 15_000,
      );
      if (result.kind === "answer") seen.learn(result.answer.body);
      const outcome = outcomeOf(result, sent.method);
      report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
      report.total += 1;
      const reason = judge(result, sent);
      if (reason) report.violations.push({ index, label: sent.label, reason });
      options.onProgress?.(report.total);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return report;
}
