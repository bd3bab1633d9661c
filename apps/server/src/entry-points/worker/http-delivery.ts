import type { IncomingHttpHeaders } from "node:http";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { Agent } from "undici";
import { TtlCache } from "../../domain/accounts/ttl-cache.js";
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

/** One checked address of a host, as a lookup answers it. */
interface PinnedAddress {
  /** The IP address. */
  address: string;
  /** 4 or 6. */
  family: number;
}

/** The outcome's error when a shutdown ends an attempt. */
const ABORTED = "Aborted: the server is shutting down.";

/** Host names whose checked addresses are kept; past this the least recently checked is forgotten. */
const MAX_PINNED_HOSTS = 10_000;

/** undici's pools for one scheme (one per origin), and the addresses each host name was last checked to have. */
export interface PinnedPools {
  /** The pools; a connection of theirs opens only to an address in {@link pins} for its host name. */
  dispatcher: Agent;
  /** Checked addresses by host name, set by each attempt before it is sent, read when a connection opens. */
  pins: TtlCache<PinnedAddress[]>;
}

/**
 * Keep-alive connection pools for deliveries, a set per scheme, so that an `http:` connection never goes to an
 * address only an `https:` attempt checked. Reusing a connection is as safe as opening one: each was opened to
 * an address checked for its host, and every attempt still checks the URL's fresh DNS answers before it is sent.
 */
export interface WebhookAgents {
  /** For `http:` endpoints (loopback, development only). */
  http: PinnedPools;
  /** For `https:` endpoints. */
  https: PinnedPools;
}

/** Options of {@link createWebhookAgents}. */
export interface WebhookAgentOptions {
  /** Connections per origin: the dispatcher's concurrency, so endpoints sharing an origin do not queue. */
  maxSockets: number;
  /**
   * Longest a connection may take to open, TLS handshake included: the attempt limit. Aborting a request does
   * not end a connection still opening, so this is what closes a stalled one rather than only giving up on it.
   */
  connectTimeoutMs: number;
  /** CA certificates to trust instead of Node's (a private CA); the certificate is always checked against the host name. */
  ca?: string;
}

/** New keep-alive pools for deliveries. */
export function createWebhookAgents(options: WebhookAgentOptions): WebhookAgents {
  return { http: pinnedPools(options), https: pinnedPools(options) };
}

/** Closes every connection of `agents` at once. */
export async function destroyWebhookAgents(agents: WebhookAgents): Promise<void> {
  await Promise.all([agents.http.dispatcher.destroy(), agents.https.dispatcher.destroy()]);
}

function pinnedPools({ maxSockets, connectTimeoutMs, ca }: WebhookAgentOptions): PinnedPools {
  // A pin is read when a connection opens: at most one attempt limit after it was set (a request waiting for a
  // pool's connection that long is aborted), then the connect timeout. Kept twice that, then forgotten.
  const pins = new TtlCache<PinnedAddress[]>({ ttlMs: 2 * connectTimeoutMs, maxEntries: MAX_PINNED_HOSTS });
  const connect = {
    ...(ca === undefined ? {} : { ca }),
    lookup: pinnedLookup(pins),
    timeout: connectTimeoutMs,
  };
  // An idle connection is closed after undici's default 4 s, or sooner when the endpoint's Keep-Alive says so,
  // so a connection the endpoint already closed is seldom reused.
  return { dispatcher: new Agent({ connections: maxSockets, connect }), pins };
}

/** A lookup that answers only with addresses already checked, so a connection cannot be rebound elsewhere. */
function pinnedLookup(pins: TtlCache<PinnedAddress[]>): LookupFunction {
  return (hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = (pins.peek(hostname) ?? []).filter((entry) => wanted === 0 || entry.family === wanted);
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
  if (req.signal?.aborted) {
    return { status_code: null, latency_ms: elapsed(), error: ABORTED, retry_after_ms: null };
  }
  // Without pools, a one-off one: a connection of its own, closed once the attempt ends.
  const agents = req.agents ?? createWebhookAgents({ maxSockets: 1, connectTimeoutMs: req.timeoutMs });
  const pools = verdict.url.protocol === "https:" ? agents.https : agents.http;
  // The only addresses the host's connections may go to, until the next attempt to it checks again.
  pools.pins.set(
    verdict.url.hostname,
    verdict.addresses.map((address) => ({ address, family: isIP(address) })),
  );
  const controller = new AbortController();
  const outcome = await new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    // `stop`: the limit or a shutdown ended the attempt, so the request (or the reading of its response) is
    // ended in the pool too. A finished response leaves its connection alone, kept alive for the next.
    const finish = (result: Omit<AttemptOutcome, "latency_ms">, stop = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.signal?.removeEventListener("abort", onAbort);
      if (stop) controller.abort();
      resolve({ ...result, latency_ms: elapsed() });
    };
    const timer = setTimeout(
      () =>
        finish(
          {
            status_code: null,
            error: `No complete response within ${req.timeoutMs} ms.`,
            retry_after_ms: null,
          },
          true,
        ),
      Math.max(0, req.timeoutMs - elapsed()),
    );
    const onAbort = () => finish({ status_code: null, error: ABORTED, retry_after_ms: null }, true);
    req.signal?.addEventListener("abort", onAbort, { once: true });
    pools.dispatcher
      .request({
        origin: verdict.url.origin,
        path: `${verdict.url.pathname}${verdict.url.search}`,
        method: "POST",
        headers: { ...req.headers, "content-type": "application/json", "user-agent": "sms-api-webhooks/1" },
        body: req.body,
        signal: controller.signal,
      })
      .then(
        async (res) => {
          // The body is ignored (api-v1.md §9), but it is read to the end so the limit covers it.
          try {
            for await (const _chunk of res.body) {
              // Read and dropped.
            }
          } catch {
            finish(describe(res.statusCode, res.headers, "The response was cut off."));
            return;
          }
          finish(describe(res.statusCode, res.headers, null));
        },
        (err: NodeJS.ErrnoException) =>
          finish({
            status_code: null,
            error: `Connection failed: ${err.code ?? err.message}`,
            retry_after_ms: null,
          }),
      );
  });
  if (!req.agents) await destroyWebhookAgents(agents);
  return outcome;
}

function describe(
  status: number,
  headers: IncomingHttpHeaders,
  cutOff: string | null,
): Omit<AttemptOutcome, "latency_ms"> {
  const header = headers["retry-after"];
  const value = Array.isArray(header) ? header[0] : header;
  const retryAfter = status === 429 || status === 503 ? parseRetryAfter(value, Date.now()) : null;
  let error: string | null = cutOff;
  if (error === null && (status < 200 || status > 299)) {
    error = status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed.` : `HTTP ${status}`;
  }
  return { status_code: status, error, retry_after_ms: retryAfter };
}
