/** A delivery receipt as read from a deliver_sm. */
export interface Receipt {
  /** The carrier's id of the part the receipt is about. */
  carrierMessageId: string;
  /** message_state TLV value, when sent. */
  state?: number;
  /** The `stat:` word of the text, when present. */
  stat?: string;
  /** The `err:` code of the text, when present. */
  err?: string;
}

/** The esm_class bits (2–5) of a deliver_sm that mark an SMSC delivery receipt. */
const RECEIPT_TYPE_MASK = 0x3c;
const SMSC_DELIVERY_RECEIPT = 0x04;

/**
 * Reads a receipt from a deliver_sm's fields; undefined when it is not a receipt (a mobile-originated
 * message) or names no message. The receipted_message_id and message_state TLVs are preferred over the
 * text, whose shape varies by vendor (`id:… sub:… dlvrd:… submit date:… done date:… stat:… err:… text:…`)
 * and is parsed tolerantly.
 */
export function parseReceipt(pdu: {
  esm_class?: number;
  receipted_message_id?: string;
  message_state?: number;
  short_message?: { message?: string | Buffer } | string | Buffer;
}): Receipt | undefined {
  if (((pdu.esm_class ?? 0) & RECEIPT_TYPE_MASK) !== SMSC_DELIVERY_RECEIPT) return undefined;
  const text = receiptText(pdu.short_message);
  const id = pdu.receipted_message_id || /\bid:\s*(\S+)/i.exec(text)?.[1];
  if (!id) return undefined;
  const stat = /\bstat:\s*([A-Za-z]+)/i.exec(text)?.[1];
  const err = /\berr:\s*(\w+)/i.exec(text)?.[1];
  return {
    carrierMessageId: id,
    ...(pdu.message_state !== undefined ? { state: pdu.message_state } : {}),
    ...(stat ? { stat: stat.toUpperCase() } : {}),
    ...(err ? { err } : {}),
  };
}

function receiptText(sm: { message?: string | Buffer } | string | Buffer | undefined): string {
  if (sm === undefined) return "";
  if (typeof sm === "string") return sm;
  if (Buffer.isBuffer(sm)) return sm.toString("latin1");
  const m = sm.message;
  return m === undefined ? "" : typeof m === "string" ? m : m.toString("latin1");
}

/**
 * The ids a receipt may name for one part: as given, and, since some SMSCs answer submit_sm_resp in hex but
 * write receipts in decimal (or the reverse), the other base too.
 */
export function candidateIds(id: string): string[] {
  const out = [id];
  if (/^\d+$/.test(id) && id.length <= 15) out.push(BigInt(id).toString(16));
  if (/^[0-9a-f]+$/i.test(id) && id.length <= 12) out.push(BigInt(`0x${id}`).toString(10));
  return [...new Set(out)];
}
