import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { parseRetryAfter } from "../../domain/webhooks/retry-schedule.js";
import { checkWebhookUrl, type UrlPolicy } from "../../domain/webhooks/url-safety.js";
import type { AttemptOutcome } from "../../domain/webhooks/webhook-model.js";

/** One POST of a signed payload to an endpoint. */
export interface WebhookRequest {
  /** The endpoint's URL. */
  url: string;
  /** Headers to send (the Standard Webhooks ones; Content-Type is added). */
  headers: Record<string, string>;
  /** The exact bytes that were signed. */
  body: string;
  /** Give up after this long (api-v1.md §9: 15 s). */
  timeoutMs: number;
  /** URL policy, checked again now against fresh DNS answers. */
  policy: UrlPolicy;
  /** Aborts the attempt (server shutdown). */
  signal?: AbortSignal;
  /** Keep-alive connection pools to reuse; without them every attempt opens (and closes) its own connection. */
  agents?: WebhookAgents;
}

/** Keep-alive connection pools for deliveries, one per scheme. */
export interface WebhookAgents {
  /** For `http:` endpoints (loopback, development only). */
  http: HttpAgent;
  /** For `https:` endpoints. */
  https: HttpsAgent;
}

/**
 * New keep-alive pools, with up to `maxSockets` connections per host: the dispatcher's concurrency, so that
 * endpoints sharing a host (one receiver with a path per endpoint) are not queued behind each other in the
 * pool. Reusing a connection is as safe as opening one: each was opened through the pinned lookup to a
 * checked address, and every attempt still checks the URL's fresh DNS answers before it is sent.
 */
export function createWebhookAgents(maxSockets: number): WebhookAgents {
  const options = { keepAlive: true, maxSockets, maxFreeSockets: maxSockets, timeout: 30_000 };
  return { http: new HttpAgent(options), https: new HttpsAgent(options) };
}

/** A lookup that answers only with addresses already checked, so the connection cannot be rebound elsewhere. */
function pinnedLookup(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = entries.filter((entry) => wanted === 0 || entry.family === wanted);
    const first = usable[0];
    if (!first) {
      callback(
        Object.assign(new Error("no checked address of the wanted family"), { code: "ENOTFOUND" }),
        "",
        0,
      );
    } else if (options.all) {
      (callback as unknown as (err: null, all: typeof usable) => void)(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

/**
 * POSTs a payload once: checks the URL and its addresses again, connects only to those addresses,
 * never follows a redirect, and stops after `timeoutMs`. Never throws: failures are in the outcome.
 */
export async function postWebhook(req: WebhookRequest): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // The limit covers the DNS check too: a claim on the delivery lasts only a little longer than this.
  let dnsTimer: NodeJS.Timeout | undefined;
  const verdict = await Promise.race([
    checkWebhookUrl(req.url, req.policy),
    new Promise<"timeout">((resolve) => {
      dnsTimer = setTimeout(() => resolve("timeout"), req.timeoutMs);
    }),
  ]);
  clearTimeout(dnsTimer);
  if (verdict === "timeout") {
    return {
      status_code: null,
      latency_ms: elapsed(),
      error: `No DNS answer within ${req.timeoutMs} ms.`,
      retry_after_ms: null,
    };
  }
  if (!verdict.ok) {
    return {
      status_code: null,
      latency_ms: elapsed(),
      error: `Refused before sending: ${verdict.reason}`,
      retry_after_ms: null,
    };
  }
  const secure = verdict.url.protocol === "https:";
  const send = secure ? httpsRequest : httpRequest;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, "latency_ms">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.signal?.removeEventListener("abort", onAbort);
      resolve({ ...outcome, latency_ms: elapsed() });
    };
    const outgoing = send(verdict.url, {
      method: "POST",
      agent: req.agents ? (secure ? req.agents.https : req.agents.http) : false,
      lookup: pinnedLookup(verdict.addresses),
      headers: {
        ...req.headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(req.body)),
        "user-agent": "sms-api-webhooks/1",
      },
    });
    const timer = setTimeout(
      () => {
        outgoing.destroy();
        finish({
          status_code: null,
          error: `No complete response within ${req.timeoutMs} ms.`,
          retry_after_ms: null,
        });
      },
      Math.max(0, req.timeoutMs - elapsed()),
    );
    const onAbort = () => {
      outgoing.destroy();
      finish({ status_code: null, error: "Aborted: the server is shutting down.", retry_after_ms: null });
    };
    req.signal?.addEventListener("abort", onAbort, { once: true });
    outgoing.on("error", (err: NodeJS.ErrnoException) => {
      finish({
        status_code: null,
        error: `Connection failed: ${err.code ?? err.message}`,
        retry_after_ms: null,
      });
    });
    outgoing.on("response", (res: IncomingMessage) => {
      // The body is ignored (api-v1.md §9), but it is read to the end so the 15 s limit covers it.
      res.resume();
      res.on("error", () => finish(describe(res, "The response was cut off.")));
      res.on("end", () => finish(describe(res, null)));
    });
    outgoing.end(req.body);
  });
}

function describe(res: IncomingMessage, cutOff: string | null): Omit<AttemptOutcome, "latency_ms"> {
  const status = res.statusCode ?? 0;
  const header = res.headers["retry-after"];
  const retryAfter = status === 429 || status === 503 ? parseRetryAfter(header, Date.now()) : null;
  let error: string | null = cutOff;
  if (error === null && (status < 200 || status > 299)) {
    error = status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed.` : `HTTP ${status}`;
  }
  return { status_code: status, error, retry_after_ms: retryAfter };
}
