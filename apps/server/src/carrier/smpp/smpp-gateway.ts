import smpp, { type Pdu } from "smpp";
import { isTerminal } from "../../domain/lifecycle.js";
import type { MessageRecord } from "../../domain/model.js";
import type { CarrierGateway, CarrierPart, StatusSink, StatusUpdate, Storage } from "../../domain/ports.js";
import { candidateIds, parseReceipt } from "./receipt-parser.js";
import { type CarrierLogger, SmppSession, type SmppSessionOptions } from "./smpp-session.js";
import { messageOutcome, type ReceiptMeaning, receiptMeaning, submitVerdict } from "./status-tables.js";
import { DLT_TLV_NAMES, type DltTags, submitFields } from "./submit-fields.js";
import { wireParts } from "./wire-encoding.js";

/** Options of the SMPP carrier. */
export interface SmppGatewayOptions {
  /** Receives each status the carrier reports. */
  sink: StatusSink;
  /** Storage: carrier ids of parts, hand-over counts, templates, current statuses. */
  storage: Storage;
  /** The session's connection, credentials, window and rate. */
  session: Omit<SmppSessionOptions, "onDeliver" | "logger">;
  /** Sender when a template has no DLT header. */
  defaultSource: string;
  /** DLT TLV tags. */
  dltTags: DltTags;
  /** Where session changes and unknown receipts are reported. */
  logger: CarrierLogger;
  /** How often tracked messages are checked for a final status reached elsewhere. Default 10 s. */
  checkIntervalMs?: number;
}

/** Delay before a status update that could not be stored is reported again. */
const RETRY_MS = 1000;

/**
 * The SMPP 3.4 carrier: one submit_sm per segment, carrier ids stored against ours, receipts moved through
 * the lifecycle by the sink. A message is submitted once; parts whose submission was left unanswered (a
 * dropped link, or a crash between the submit and its answer) are resubmitted at most once.
 */
export class SmppGateway implements CarrierGateway {
  private readonly session: SmppSession;
  private readonly tracked = new Set<string>();
  /** Carrier ids whose record is being stored, so a receipt racing its answer waits for it. */
  private readonly recording = new Map<string, Promise<void>>();
  /** The last status report of each message still being stored, so reports of one message go in order. */
  private readonly reporting = new Map<string, Promise<boolean>>();
  /** The last receipt work of each carrier id still running, so receipts of one part apply in wire order. */
  private readonly receiving = new Map<string, Promise<number>>();
  private readonly checkTimer: NodeJS.Timeout;
  private stopped = false;

  constructor(private readonly options: SmppGatewayOptions) {
    // The DLT values travel as vendor TLVs (C-octet strings) under the configured tags.
    smpp.addTLV(DLT_TLV_NAMES.entityId, { id: options.dltTags.entityId, type: smpp.types.tlv.cstring });
    smpp.addTLV(DLT_TLV_NAMES.templateId, { id: options.dltTags.templateId, type: smpp.types.tlv.cstring });
    this.session = new SmppSession({
      ...options.session,
      logger: options.logger,
      onDeliver: (pdu) => this.onDeliver(pdu),
    });
    this.session.start();
    this.checkTimer = setInterval(() => void this.forgetFinished(), options.checkIntervalMs ?? 10_000);
    this.checkTimer.unref();
  }

  /** Hands over a new message: its parts are submitted once bound. */
  submit(message: MessageRecord): void {
    this.track(message.message_id, () => this.send(message, [], false));
  }

  /** Takes over a message after a crash or stop: sends only parts with no carrier id, at most once more. */
  resume(message: MessageRecord): void {
    this.track(message.message_id, () => this.resumeWork(message));
  }

  /** True while the message is being submitted or awaits its receipts here. */
  tracks(messageId: string): boolean {
    return this.tracked.has(messageId);
  }

  /** Stops submitting, waits briefly for answers in flight, unbinds. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.checkTimer);
    await this.session.stop();
    this.tracked.clear();
  }

  private track(messageId: string, work: () => Promise<void>): void {
    if (this.stopped || this.tracked.has(messageId)) return;
    this.tracked.add(messageId);
    work().catch((err: unknown) => {
      this.options.logger.error({ err, message_id: messageId }, "SMPP submission failed");
      this.tracked.delete(messageId);
    });
  }

  private async resumeWork(message: MessageRecord & { carrier_submissions?: number }): Promise<void> {
    const id = message.message_id;
    const parts = await this.options.storage.read.carrierParts.parts(id);
    if (parts.length >= message.segments) {
      if (message.status === "processing") await this.report({ message_id: id, status: "submitted" });
      if (parts.every((p) => p.outcome !== null)) await this.finish(id, parts);
      return; // awaiting receipts
    }
    if ((message.carrier_submissions ?? 1) >= 2) {
      // Its one resubmission was already spent: failing is safer than a third copy.
      await this.finalReport({
        message_id: id,
        status: "failed",
        error: {
          code: "carrier_error",
          message: "The carrier did not confirm the submission.",
          permanent: false,
        },
      });
      return;
    }
    await this.send(message, parts, true);
  }

  /** Submits every part not in `done`; `resubmission` when some may have reached the SMSC already. */
  private async send(
    message: MessageRecord,
    done: readonly CarrierPart[],
    resubmission: boolean,
  ): Promise<void> {
    const id = message.message_id;
    if (!(await this.session.whenBound())) return;
    if (message.status === "queued") {
      // Stays queued (cancellable) until a bind; a cancelled message is dropped here.
      if (!(await this.report({ message_id: id, status: "processing" }))) {
        this.tracked.delete(id);
        return;
      }
    }
    if (resubmission)
      await this.options.storage.transaction((tx) => tx.dispatch.markSubmitted(id, new Date().toISOString()));
    const template = await this.options.storage.read.accounts.getTemplate(
      message.account_id,
      message.template_id,
    );
    const ctx = { template, defaultSource: this.options.defaultSource, dltTags: this.options.dltTags };
    const sent = new Set(done.map((p) => p.part));
    const pending = wireParts(message).filter((p) => !sent.has(p.part));
    let resent = resubmission;
    const results = await Promise.all(
      pending.map(async (part) => {
        for (;;) {
          const outcome = await this.session.submit(submitFields(message, part, ctx));
          if (outcome.kind === "stopped") return "stopped" as const;
          if (outcome.kind === "unanswered") {
            if (resent) return "unconfirmed" as const;
            resent = true;
            await this.options.storage.transaction((tx) =>
              tx.dispatch.markSubmitted(id, new Date().toISOString()),
            );
            continue;
          }
          const verdict = submitVerdict(outcome.commandStatus);
          if (verdict.kind !== "accepted") return verdict;
          const carrierId = outcome.carrierMessageId;
          const recorded = this.options.storage.transaction((tx) =>
            tx.carrierParts.record({
              message_id: id,
              part: part.part,
              total: part.total,
              carrier_message_id: carrierId,
            }),
          );
          this.recording.set(
            carrierId,
            recorded.catch(() => undefined),
          );
          try {
            await recorded;
          } finally {
            this.recording.delete(carrierId);
          }
          return "accepted" as const;
        }
      }),
    );
    if (results.includes("stopped")) return;
    const refusal = results.find((r) => typeof r === "object" && r.kind === "final");
    if (refusal && typeof refusal === "object" && refusal.kind === "final") {
      await this.finalReport({ message_id: id, status: refusal.status, error: refusal.error });
      return;
    }
    if (results.includes("unconfirmed")) {
      await this.finalReport({
        message_id: id,
        status: "failed",
        error: {
          code: "carrier_error",
          message: "The carrier did not confirm the submission.",
          permanent: false,
        },
      });
      return;
    }
    await this.report({ message_id: id, status: "submitted" });
  }

  /** Answers a deliver_sm: a receipt moves its message on; anything else is acknowledged. */
  private async onDeliver(pdu: Pdu): Promise<number> {
    // Lets the continuation of a submit answer read in the same chunk register its carrier id first.
    await new Promise((resolve) => setImmediate(resolve));
    const receipt = parseReceipt(pdu as Parameters<typeof parseReceipt>[0]);
    if (!receipt) {
      this.options.logger.info(
        { esm_class: pdu.esm_class },
        "SMPP deliver_sm that is not a receipt acknowledged",
      );
      return 0;
    }
    const meaning = receiptMeaning(receipt.state, receipt.stat);
    if (meaning.kind === "ignore") {
      this.options.logger.warn(
        { carrier_message_id: receipt.carrierMessageId, stat: receipt.stat },
        "SMPP receipt state not understood",
      );
      return 0;
    }
    return this.inOrder(receipt.carrierMessageId, () => this.applyReceipt(receipt.carrierMessageId, meaning));
  }

  /**
   * Runs receipt work after the earlier work of the same carrier id: receipts are answered concurrently, and
   * an ENROUTE still being stored must not land after the DELIVRD that followed it on the wire.
   */
  private inOrder(carrierId: string, work: () => Promise<number>): Promise<number> {
    const next = (this.receiving.get(carrierId) ?? Promise.resolve(0)).catch(() => 0).then(work);
    this.receiving.set(carrierId, next);
    const forget = () => {
      if (this.receiving.get(carrierId) === next) this.receiving.delete(carrierId);
    };
    next.then(forget, forget);
    return next;
  }

  /** Moves the message of a receipt's carrier id on; resolves with the deliver_sm_resp status (always 0). */
  private async applyReceipt(
    receiptId: string,
    meaning: Exclude<ReceiptMeaning, { kind: "ignore" }>,
  ): Promise<number> {
    for (const carrierId of candidateIds(receiptId)) {
      await this.recording.get(carrierId);
      if (meaning.kind === "progress") {
        const part = await this.options.storage.read.carrierParts.find(carrierId);
        if (!part) continue;
        await this.moveToSent(part.message_id, part.total);
        return 0;
      }
      const parts = await this.options.storage.transaction((tx) =>
        tx.carrierParts.settle(carrierId, meaning.outcome),
      );
      if (!parts) continue;
      const first = parts[0] as CarrierPart;
      if (parts.length >= first.total && parts.every((p) => p.outcome !== null))
        await this.finish(first.message_id, parts);
      else await this.moveToSent(first.message_id, first.total);
      return 0;
    }
    this.options.logger.warn(
      { carrier_message_id: receiptId },
      "SMPP receipt for an unknown carrier id acknowledged",
    );
    return 0;
  }

  /**
   * A part is on its way: the message is `sent`. A receipt can overtake the report of the last answer, so
   * once every part has a carrier id the message passes `submitted` first (a repeated step is ignored).
   */
  private async moveToSent(messageId: string, total: number): Promise<void> {
    const parts = await this.options.storage.read.carrierParts.parts(messageId);
    if (parts.length < total) return;
    await this.report({ message_id: messageId, status: "submitted" });
    await this.report({ message_id: messageId, status: "sent" });
  }

  /** Every part has a final outcome: the message takes its final status. */
  private async finish(messageId: string, parts: readonly CarrierPart[]): Promise<void> {
    const current = await this.options.storage.read.messages.findById(messageId);
    if (!current || isTerminal(current.status)) {
      this.tracked.delete(messageId);
      return;
    }
    const { status, error } = messageOutcome(
      parts.map((p) => p.outcome).filter((o) => o !== null),
      current.status,
    );
    // From `processing` (receipts racing the last answer) the message passes `submitted` first.
    if (current.status === "processing") await this.report({ message_id: messageId, status: "submitted" });
    await this.finalReport({ message_id: messageId, status, error });
  }

  private async finalReport(update: StatusUpdate): Promise<void> {
    await this.report(update);
    this.tracked.delete(update.message_id);
  }

  /**
   * Reports a status after every earlier report of the same message: a submission's answer and a receipt
   * racing it would otherwise change one message in two transactions at once, and on PostgreSQL the loser's
   * step (`sent`) was retried only after the receipt's final status had made it too late.
   */
  private report(update: StatusUpdate): Promise<boolean> {
    const id = update.message_id;
    const next = (this.reporting.get(id) ?? Promise.resolve(true))
      .catch(() => false)
      .then(() => this.reportNow(update));
    this.reporting.set(id, next);
    const forget = () => {
      if (this.reporting.get(id) === next) this.reporting.delete(id);
    };
    next.then(forget, forget);
    return next;
  }

  /** Reports a status; a store failure is retried (the receipt's answer waits), a refusal resolves false. */
  private async reportNow(update: StatusUpdate): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.options.sink(update);
      } catch (err) {
        if (this.stopped || attempt >= 4) throw err;
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    }
  }

  /** Forgets tracked messages that reached a final status through another worker's session. */
  private async forgetFinished(): Promise<void> {
    for (const id of [...this.tracked]) {
      const m = await this.options.storage.read.messages.findById(id).catch(() => undefined);
      if (m && isTerminal(m.status)) this.tracked.delete(id);
    }
  }
}
