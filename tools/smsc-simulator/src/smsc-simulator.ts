import type { AddressInfo } from "node:net";
import smpp, { type Pdu, type Session } from "smpp";
import { ESME_RSUBMITFAIL, MESSAGE_STATE, planFor, type ReceiptStat } from "./outcomes.ts";
import type { Behaviour, RecordedBind, RecordedReceipt, RecordedSubmit } from "./records.ts";

export type { Behaviour, RecordedBind, RecordedReceipt, RecordedSubmit };

/** Options of the simulator. */
export interface SmscOptions {
  /** Address to listen on. Default 127.0.0.1. */
  host?: string;
  /** Port; 0 picks a free one. Default 2775. */
  port?: number;
  /** Accepted system_id (any when unset). */
  systemId?: string;
  /** Accepted password (any when unset). */
  password?: string;
  /** Initial behaviour. */
  behaviour?: Partial<Behaviour>;
  /** PEM key and certificate: listen with TLS (an `ssmpp://` SMSC) instead of plain TCP. */
  tls?: { key: string; cert: string };
}

const ESME_RBINDFAIL = 0x0d;
const ESME_RINVPASWD = 0x0e;
const ESME_RTHROTTLED = 0x58;
const ESME_RINVBNDSTS = 0x04;

// Keep the raw short_message next to the library's decoding, so the recorded octets are the ones on the wire.
const decodeMessage = smpp.filters.message.decode;
smpp.filters.message.decode = function (this: unknown, value: unknown, skipUdh?: boolean) {
  const decoded = decodeMessage.call(this, value, skipUdh);
  if (Buffer.isBuffer(value) && decoded && typeof decoded === "object")
    Object.assign(decoded, { raw: value });
  return decoded;
};

/** An SMPP 3.4 SMSC for tests and local tries: answers submit_sm and sends receipts by magic numbers. */
export class SmscSimulator {
  /** Every submit_sm received, in order. */
  readonly submits: RecordedSubmit[] = [];
  /** Every bind attempt. */
  readonly binds: RecordedBind[] = [];
  /** Every receipt sent and its answer. */
  readonly receipts: RecordedReceipt[] = [];
  /** Current behaviour. */
  readonly behaviour: Behaviour;
  private readonly server: ReturnType<typeof smpp.createServer>;
  private readonly bound = new Set<Session>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private connections = 0;
  private nextId = 1;
  private readonly options: SmscOptions;

  constructor(options: SmscOptions = {}) {
    this.options = options;
    this.behaviour = {
      refuseBinds: false,
      throttleNext: 0,
      dropAfter: null,
      receiptDelayMs: 300,
      holdMs: 60_000,
      receiptStyle: "both",
      undeliverPart: null,
      holdAnswers: false,
      ...options.behaviour,
    };
    this.server = smpp.createServer(options.tls ?? {}, (session) => this.accept(session));
  }

  /** Starts listening; resolves with the port. */
  async listen(): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(this.options.port ?? 2775, this.options.host ?? "127.0.0.1", () => resolve());
    });
    return (this.server.address() as AddressInfo).port;
  }

  /** Changes behaviour at run time. */
  configure(changes: Partial<Behaviour>): void {
    Object.assign(this.behaviour, changes);
  }

  /** Closes every connection and stops listening. */
  async close(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    for (const s of this.server.sessions) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(session: Session): void {
    const connection = ++this.connections;
    session.on("error", () => undefined);
    session.on("close", () => this.bound.delete(session));
    for (const command of ["bind_transceiver", "bind_transmitter", "bind_receiver"]) {
      session.on(command, (pdu: Pdu) => this.bind(session, pdu));
    }
    session.on("enquire_link", (pdu: Pdu) => session.send(pdu.response()));
    session.on("unbind", (pdu: Pdu) => {
      this.binds.push({ command: "unbind", systemId: "", accepted: true });
      this.bound.delete(session);
      session.send(pdu.response());
      session.close();
    });
    session.on("submit_sm", (pdu: Pdu) => this.submit(session, connection, pdu));
  }

  private bind(session: Session, pdu: Pdu): void {
    const o = this.options;
    let status = 0;
    if (this.behaviour.refuseBinds) status = ESME_RBINDFAIL;
    else if (o.systemId !== undefined && pdu.system_id !== o.systemId) status = ESME_RBINDFAIL;
    else if (o.password !== undefined && pdu.password !== o.password) status = ESME_RINVPASWD;
    this.binds.push({ command: pdu.command, systemId: String(pdu.system_id), accepted: status === 0 });
    session.send(pdu.response({ command_status: status, system_id: "smsc-simulator" }));
    if (status !== 0) return;
    this.bound.add(session);
  }

  private submit(session: Session, connection: number, pdu: Pdu): void {
    if (!this.bound.has(session)) {
      session.send(pdu.response({ command_status: ESME_RINVBNDSTS }));
      return;
    }
    const b = this.behaviour;
    const record = recordSubmit(pdu, connection);
    if (b.holdAnswers) {
      this.submits.push({ ...record, commandStatus: -1, messageId: "" });
      return;
    }
    if (b.throttleNext > 0) {
      b.throttleNext -= 1;
      this.submits.push({ ...record, commandStatus: ESME_RTHROTTLED, messageId: "" });
      session.send(pdu.response({ command_status: ESME_RTHROTTLED }));
      return;
    }
    const seq = record.udh?.startsWith("050003") ? Number.parseInt(record.udh.slice(10, 12), 16) : null;
    const plan =
      seq !== null && seq === b.undeliverPart
        ? ({ kind: "accept", receipts: [{ stat: "UNDELIV", delayMs: b.receiptDelayMs }] } as const)
        : planFor(record.destination.addr, { delayMs: b.receiptDelayMs, holdMs: b.holdMs });
    if (plan.kind === "refuse") {
      this.submits.push({ ...record, commandStatus: plan.commandStatus, messageId: "" });
      session.send(pdu.response({ command_status: plan.commandStatus }));
    } else {
      const messageId = String(4_000_000_000 + this.nextId++);
      this.submits.push({ ...record, commandStatus: 0, messageId });
      session.send(pdu.response({ message_id: messageId }));
      let at = 0;
      for (const r of plan.receipts) {
        at += r.delayMs;
        this.later(at, () => this.sendReceipt(session, record, messageId, r.stat));
      }
    }
    if (b.dropAfter !== null) {
      b.dropAfter -= 1;
      if (b.dropAfter <= 0) {
        b.dropAfter = null;
        // Everything read so far is answered; whatever is still unread on the socket is lost with it.
        // Everything read so far is answered and those answers still reach the ESME (a FIN after them, no
        // reset); whatever it sent after is never read. Receipts wait for its next bind.
        session.pause();
        this.bound.delete(session);
        session.socket.end();
        setTimeout(() => session.destroy(), 2000).unref();
      }
    }
  }

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  /** Sends a receipt on the submitting session, or any bound one; waits for a bind when none is. */
  private sendReceipt(
    preferred: Session,
    submit: Pick<RecordedSubmit, "source" | "destination">,
    messageId: string,
    stat: ReceiptStat,
  ): void {
    const session = this.bound.has(preferred) ? preferred : [...this.bound][0];
    if (!session) {
      this.later(500, () => this.sendReceipt(preferred, submit, messageId, stat));
      return;
    }
    const style = this.behaviour.receiptStyle;
    const now = stamp(new Date());
    const text = `id:${messageId} sub:001 dlvrd:${stat === "DELIVRD" ? "001" : "000"} submit date:${now} done date:${now} stat:${stat} err:000 text:`;
    const fields: Record<string, unknown> = {
      source_addr_ton: submit.destination.ton,
      source_addr_npi: submit.destination.npi,
      source_addr: submit.destination.addr,
      dest_addr_ton: submit.source.ton,
      dest_addr_npi: submit.source.npi,
      destination_addr: submit.source.addr,
      esm_class: 0x04,
      data_coding: 0x00,
      short_message: style === "tlv" ? Buffer.alloc(0) : Buffer.from(text, "latin1"),
    };
    if (style !== "text") {
      fields.receipted_message_id = messageId;
      fields.message_state = MESSAGE_STATE[stat];
    }
    const written = session.deliver_sm(fields, (resp: Pdu) => {
      this.receipts.push({ messageId, stat, answer: resp.command_status });
      // A temporary refusal: the SMSC delivers the receipt again later, as real SMSCs do.
      if (resp.command_status !== 0)
        this.later(1000, () => this.sendReceipt(preferred, submit, messageId, stat));
    });
    // The connection is closing: keep the receipt for the next bind.
    if (!written) this.later(500, () => this.sendReceipt(preferred, submit, messageId, stat));
  }
}

function recordSubmit(pdu: Pdu, connection: number): Omit<RecordedSubmit, "commandStatus" | "messageId"> {
  const sm = pdu.short_message as { raw?: Buffer } | Buffer | undefined;
  const raw = Buffer.isBuffer(sm) ? sm : (sm?.raw ?? Buffer.alloc(0));
  const hasUdh = (pdu.esm_class & 0x40) !== 0 && raw.length > 0;
  const udhLength = hasUdh ? (raw[0] as number) + 1 : 0;
  const body = raw.subarray(udhLength);
  const tlvs: Record<string, string> = {};
  for (const key of Object.keys(pdu)) {
    if (/^\d+$/.test(key) && Buffer.isBuffer(pdu[key]))
      tlvs[`0x${Number(key).toString(16)}`] = (pdu[key] as Buffer).toString("latin1").replace(/\0$/, "");
  }
  return {
    connection,
    source: { addr: pdu.source_addr, ton: pdu.source_addr_ton, npi: pdu.source_addr_npi },
    destination: { addr: pdu.destination_addr, ton: pdu.dest_addr_ton, npi: pdu.dest_addr_npi },
    esmClass: pdu.esm_class,
    dataCoding: pdu.data_coding,
    registeredDelivery: pdu.registered_delivery,
    udh: hasUdh ? raw.subarray(0, udhLength).toString("hex") : null,
    body: body.toString("hex"),
    text: decodeBody(body, pdu.data_coding),
    tlvs,
  };
}

// GSM 03.38 default alphabet and extension table, for reading data_coding 0 bodies independently.
const GSM =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXT: Record<number, string> = {
  10: "\f",
  20: "^",
  40: "{",
  41: "}",
  47: "\\",
  60: "[",
  61: "~",
  62: "]",
  64: "|",
  101: "€",
};

/** Decodes a body: data_coding 0 as unpacked GSM 03.38 septets, 8 as UCS-2, anything else as Latin-1. */
export function decodeBody(body: Buffer, dataCoding: number): string {
  if (dataCoding === 8) return Buffer.from(body).swap16().toString("utf16le");
  if (dataCoding !== 0) return body.toString("latin1");
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as number;
    if (c === 0x1b && i + 1 < body.length) out += GSM_EXT[body[++i] as number] ?? "?";
    else out += GSM[c] ?? "?";
  }
  return out;
}

function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCFullYear() % 100)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}`;
}

export { ESME_RSUBMITFAIL };
