import { rootCertificates } from "node:tls";
import smpp, { type Pdu, type Session } from "smpp";

/** How the adapter binds: transceiver (default; receipts on the same session), or transmitter (no receipts here). */
export type BindType = "transceiver" | "transmitter";

/** The subset of a pino logger the adapter uses. */
export interface CarrierLogger {
  /** Session changes: bound, unbound, reconnecting. */
  info(obj: object, msg: string): void;
  /** Refused binds, dropped connections, unknown receipts. */
  warn(obj: object, msg: string): void;
  /** Faults, such as a receipt that could not be stored. */
  error(obj: object, msg: string): void;
}

/** Options of one SMPP session to an SMSC. */
export interface SmppSessionOptions {
  /** `smpp://host:port` or `ssmpp://host:port` (TLS); never holds credentials. */
  url: string;
  /** system_id of the bind. */
  systemId: string;
  /** password of the bind; never logged. */
  password: string;
  /** system_type of the bind (often empty). */
  systemType: string;
  /** Bind type. */
  bindType: BindType;
  /** Most submit_sm sent and not yet answered. */
  window: number;
  /** Most submit_sm per second. */
  submitsPerSecond: number;
  /** enquire_link period; a link that does not answer one period's enquiry by the next is dropped. */
  enquireLinkMs: number;
  /** First reconnect delay; doubled after each failed attempt up to {@link reconnectMaxMs}. */
  reconnectMinMs: number;
  /** Longest reconnect delay. */
  reconnectMaxMs: number;
  /** Pause after ESME_RTHROTTLED / ESME_RMSGQFUL, doubled while the SMSC keeps refusing, up to 16×. */
  throttleBackoffMs: number;
  /** PEM certificates trusted for an `ssmpp://` SMSC besides Node's bundled CAs (a private or self-signed CA). */
  tlsCa: string[];
  /** Answers a deliver_sm: resolves with the command_status of its deliver_sm_resp. */
  onDeliver(pdu: Pdu): Promise<number>;
  /** Where session changes are reported. */
  logger: CarrierLogger;
}

/** What became of one submit_sm. */
export type SubmitOutcome =
  /** The SMSC answered (any status but a throttle, which the session retries itself). */
  | { kind: "answered"; commandStatus: number; carrierMessageId: string }
  /** It was written but the connection dropped before the answer: the SMSC may or may not have it. */
  | { kind: "unanswered" }
  /** The session stopped before it was sent. */
  | { kind: "stopped" };

interface Pending {
  fields: Record<string, unknown>;
  resolve(outcome: SubmitOutcome): void;
}

const THROTTLES = new Set([0x14, 0x58]);

/**
 * One SMPP 3.4 session that stays bound: binds, keeps the link alive with enquire_link, reconnects with
 * backoff after a drop, an unbind or a refused bind, sends submit_sm within a window and a rate, slows down
 * and resends on throttling, and unbinds gracefully on stop. Submits wait in memory while unbound.
 */
export class SmppSession {
  private session: Session | undefined;
  private bound = false;
  private stopping = false;
  private readonly queue: Pending[] = [];
  private readonly inFlight = new Map<number, Pending>();
  private attempts = 0;
  private throttles = 0;
  private nextSendAt = 0;
  private pauseUntil = 0;
  private pumpTimer: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private enquireTimer: NodeJS.Timeout | undefined;
  private enquiryOpen = false;
  private boundWaiters: ((bound: boolean) => void)[] = [];

  constructor(private readonly options: SmppSessionOptions) {}

  /** True while bound (for tests and logs). */
  get isBound(): boolean {
    return this.bound;
  }

  /** Resolves true once bound (at once when bound now), false if the session stops first. */
  whenBound(): Promise<boolean> {
    if (this.bound) return Promise.resolve(true);
    if (this.stopping) return Promise.resolve(false);
    return new Promise((resolve) => this.boundWaiters.push(resolve));
  }

  /** Starts connecting (and keeps reconnecting until stopped). */
  start(): void {
    this.connect();
  }

  /** Sends a submit_sm when bound, within the window and rate; resolves with its outcome. */
  submit(fields: Record<string, unknown>): Promise<SubmitOutcome> {
    if (this.stopping) return Promise.resolve({ kind: "stopped" });
    return new Promise((resolve) => {
      this.queue.push({ fields, resolve });
      this.pump();
    });
  }

  private connect(): void {
    if (this.stopping) return;
    const o = this.options;
    const tls = o.url.startsWith("ssmpp:");
    // ssmpp:// always verifies the SMSC's certificate and host name: against Node's bundled CAs, plus the
    // configured ones (a `ca` option replaces the bundled list, so both are given).
    const session = smpp.connect({
      url: o.url,
      ...(tls && o.tlsCa.length > 0 ? { ca: [...rootCertificates, ...o.tlsCa] } : {}),
    });
    this.session = session;
    session.on(tls ? "secureConnect" : "connect", () => this.bind(session));
    session.on("error", (err: Error) =>
      o.logger.warn({ err: { message: err.message } }, "SMPP connection error"),
    );
    session.on("close", () => this.closed(session));
    session.on("enquire_link", (pdu: Pdu) => session.send(pdu.response()));
    session.on("unbind", (pdu: Pdu) => {
      o.logger.warn({}, "SMPP SMSC unbound the session");
      session.send(pdu.response());
      this.bound = false;
      session.close();
    });
    session.on("deliver_sm", (pdu: Pdu) => {
      o.onDeliver(pdu).then(
        (status) => session.send(pdu.response({ command_status: status })),
        () => session.send(pdu.response({ command_status: 0x64 })), // ESME_RX_T_APPN: the SMSC retries later
      );
    });
  }

  private bind(session: Session): void {
    const o = this.options;
    const request = {
      system_id: o.systemId,
      password: o.password,
      system_type: o.systemType,
      interface_version: 0x34,
    };
    const send =
      o.bindType === "transmitter"
        ? session.bind_transmitter.bind(session)
        : session.bind_transceiver.bind(session);
    send(request, (pdu: Pdu) => {
      if (pdu.command_status !== 0) {
        // The password is never logged: only the status and the system_id.
        o.logger.warn(
          { command_status: pdu.command_status, system_id: o.systemId },
          "SMPP bind refused; messages wait for a bind",
        );
        session.destroy();
        return;
      }
      this.bound = true;
      this.attempts = 0;
      o.logger.info({ system_id: o.systemId, bind_type: o.bindType }, "SMPP session bound");
      this.startEnquiries(session);
      for (const w of this.boundWaiters.splice(0)) w(true);
      this.pump();
    });
  }

  private startEnquiries(session: Session): void {
    clearInterval(this.enquireTimer);
    this.enquiryOpen = false;
    this.enquireTimer = setInterval(() => {
      if (this.enquiryOpen) {
        this.options.logger.warn({}, "SMPP enquire_link unanswered; dropping the link");
        session.destroy();
        return;
      }
      this.enquiryOpen = true;
      session.enquire_link({}, () => {
        this.enquiryOpen = false;
      });
    }, this.options.enquireLinkMs);
    this.enquireTimer.unref();
  }

  private closed(session: Session): void {
    if (this.session !== session) return;
    this.session = undefined;
    this.bound = false;
    clearInterval(this.enquireTimer);
    // Written but unanswered: the caller decides (a part is resubmitted at most once).
    for (const p of this.inFlight.values()) p.resolve({ kind: "unanswered" });
    this.inFlight.clear();
    if (this.stopping) return;
    const o = this.options;
    const delay = Math.min(o.reconnectMaxMs, o.reconnectMinMs * 2 ** this.attempts);
    this.attempts = Math.min(this.attempts + 1, 16);
    o.logger.info({ delay_ms: delay, queued: this.queue.length }, "SMPP session closed; reconnecting");
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private pump(): void {
    clearTimeout(this.pumpTimer);
    this.pumpTimer = undefined;
    const session = this.session;
    if (!session || !this.bound) return;
    const o = this.options;
    while (this.queue.length > 0 && this.inFlight.size < o.window) {
      const now = Date.now();
      const at = Math.max(this.nextSendAt, this.pauseUntil);
      if (now < at) {
        this.pumpTimer = setTimeout(() => this.pump(), at - now);
        return;
      }
      const item = this.queue.shift() as Pending;
      this.nextSendAt = now + 1000 / o.submitsPerSecond;
      const pdu = new smpp.PDU("submit_sm", item.fields);
      const sent = session.send(pdu, (resp: Pdu) => this.answered(pdu.sequence_number, resp));
      if (!sent) {
        this.queue.unshift(item);
        return;
      }
      this.inFlight.set(pdu.sequence_number, item);
    }
  }

  private answered(sequence: number, resp: Pdu): void {
    const item = this.inFlight.get(sequence);
    if (!item) return;
    this.inFlight.delete(sequence);
    if (THROTTLES.has(resp.command_status)) {
      // Not accepted: slow down and send the same part again, first in line.
      this.throttles = Math.min(this.throttles + 1, 4);
      this.pauseUntil = Date.now() + this.options.throttleBackoffMs * 2 ** (this.throttles - 1);
      this.options.logger.warn({ command_status: resp.command_status }, "SMPP throttled; slowing down");
      this.queue.unshift(item);
    } else {
      this.throttles = 0;
      item.resolve({
        kind: "answered",
        commandStatus: resp.command_status,
        carrierMessageId: String(resp.message_id ?? ""),
      });
    }
    this.pump();
  }

  /**
   * Stops: submits not yet sent resolve `stopped`; waits briefly for answers in flight, unbinds and closes.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.pumpTimer);
    clearInterval(this.enquireTimer);
    for (const p of this.queue.splice(0)) p.resolve({ kind: "stopped" });
    for (const w of this.boundWaiters.splice(0)) w(false);
    const session = this.session;
    if (!session) return;
    const deadline = Date.now() + 3000;
    while (this.inFlight.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (this.bound) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2000);
        const sent = session.unbind({}, () => {
          clearTimeout(timer);
          resolve();
        });
        if (!sent) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    this.bound = false;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        session.destroy();
        resolve();
      }, 1000);
      session.close(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
