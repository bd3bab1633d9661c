import { GSM_BASIC, GSM_EXTENSION_CODES, splitSegments } from "../../domain/encoding.js";
import type { MessageRecord } from "../../domain/model.js";

/** The data_coding value of each encoding: 0 (the SMSC's default alphabet, GSM 03.38) and 8 (UCS-2). */
export const DATA_CODING = { gsm7: 0x00, ucs2: 0x08 } as const;

/** The esm_class bit that says short_message starts with a user data header. */
export const ESM_UDHI = 0x40;

const SEPTET = new Map<string, number>(Array.from(GSM_BASIC, (ch, i) => [ch, i] as const));

/** GSM 03.38 text as unpacked septets, one octet each (what SMPP carries for data_coding 0). */
export function encodeGsm7(text: string): Buffer {
  const out: number[] = [];
  for (const ch of text) {
    const code = SEPTET.get(ch);
    if (code !== undefined && ch !== "\u001b") out.push(code);
    else {
      const ext = GSM_EXTENSION_CODES[ch];
      if (ext === undefined)
        throw new Error(`not a GSM 03.38 character: U+${ch.codePointAt(0)?.toString(16)}`);
      out.push(0x1b, ext);
    }
  }
  return Buffer.from(out);
}

/** Text as UCS-2 (UTF-16 big-endian; a character outside the BMP is its surrogate pair). */
export function encodeUcs2(text: string): Buffer {
  const le = Buffer.from(text, "utf16le");
  return le.swap16();
}

/** One submit_sm's share of a message: its body octets, the UDH when concatenated, and its coding. */
export interface WirePart {
  /** 1-based part number. */
  part: number;
  /** Number of parts. */
  total: number;
  /** data_coding value. */
  dataCoding: number;
  /** esm_class value (UDHI set for a concatenated part). */
  esmClass: number;
  /** short_message octets: the UDH (if any) then the encoded text. */
  shortMessage: Buffer;
}

/**
 * The parts of a message exactly as its segment count says: the stored encoding and segment count are the
 * ones the API answered, and the split is asserted against them. Concatenated parts carry the 8-bit
 * reference UDH (IEI 0x00): `05 00 03 ref total seq`.
 */
export function wireParts(
  message: Pick<MessageRecord, "message_id" | "text" | "encoding" | "segments">,
): WirePart[] {
  const { encoding, parts } = splitSegments(message.text);
  if (encoding !== message.encoding || parts.length !== message.segments)
    throw new Error(
      `message ${message.message_id}: split into ${parts.length} ${encoding} parts, but it was accepted as ${message.segments} ${message.encoding}`,
    );
  const encode = encoding === "gsm7" ? encodeGsm7 : encodeUcs2;
  const total = parts.length;
  const ref = concatReference(message.message_id);
  return parts.map((text, i) => {
    const body = encode(text);
    const udh = total > 1 ? Buffer.from([0x05, 0x00, 0x03, ref, total, i + 1]) : Buffer.alloc(0);
    return {
      part: i + 1,
      total,
      dataCoding: DATA_CODING[encoding],
      esmClass: total > 1 ? ESM_UDHI : 0,
      shortMessage: Buffer.concat([udh, body]),
    };
  });
}

/** An 8-bit concatenation reference derived from the message id, so a resubmitted part keeps its reference. */
export function concatReference(messageId: string): number {
  let h = 0;
  for (let i = 0; i < messageId.length; i++) h = (h * 31 + messageId.charCodeAt(i)) >>> 0;
  return h & 0xff;
}
