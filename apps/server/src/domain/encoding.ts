/** Encoding of a rendered SMS text (api-v1.md §6). */
export type Encoding = "gsm7" | "ucs2";

/** Result of measuring a text: its encoding, length in encoding units, and segment count. */
export interface SegmentInfo {
  /** `gsm7` when every character is in GSM 03.38, else `ucs2`. */
  encoding: Encoding;
  /** Septets for GSM-7 (extension characters count 2), UTF-16 code units for UCS-2. */
  units: number;
  /** Number of SMS parts the text needs. */
  segments: number;
}

/** GSM 03.38 basic character set (default alphabet) as Unicode characters: a character's index is its septet. */
export const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** GSM 03.38 extension table: each costs an escape septet (0x1B) plus its own code, given here. */
export const GSM_EXTENSION_CODES: Readonly<Record<string, number>> = {
  "\f": 0x0a,
  "^": 0x14,
  "{": 0x28,
  "}": 0x29,
  "\\": 0x2f,
  "[": 0x3c,
  "~": 0x3d,
  "]": 0x3e,
  "|": 0x40,
  "€": 0x65,
};
const GSM_EXTENSION = Object.keys(GSM_EXTENSION_CODES).join("");

const basic = new Set(Array.from(GSM_BASIC).filter((c) => c !== "\u001b"));
const extension = new Set(Array.from(GSM_EXTENSION));

/** Single-segment and per-part (concatenated) capacities, in encoding units. */
export const SEGMENT_CAPACITY = {
  gsm7: { single: 160, multi: 153 },
  ucs2: { single: 70, multi: 67 },
} as const;

/** Chooses GSM-7 when every character is in the basic or extension table, else UCS-2, and counts segments. */
export function measureText(text: string): SegmentInfo {
  const { encoding, sizes } = characters(text);
  const units = sizes.reduce((sum, n) => sum + n, 0);
  return { encoding, units, segments: countSegments(encoding, sizes) };
}

/**
 * The text of each part a carrier sends, packed exactly as {@link countSegments} counts them: one part when
 * the text fits a single message, else greedy parts of the concatenated capacity where no character
 * straddles two parts.
 */
export function splitSegments(text: string): { encoding: Encoding; parts: string[] } {
  const { encoding, chars, sizes } = characters(text);
  const cap = SEGMENT_CAPACITY[encoding];
  if (sizes.reduce((sum, n) => sum + n, 0) <= cap.single) return { encoding, parts: [text] };
  const parts: string[] = [];
  let current = "";
  let used = 0;
  chars.forEach((ch, i) => {
    const size = sizes[i] as number;
    if (used + size > cap.multi) {
      parts.push(current);
      current = "";
      used = 0;
    }
    current += ch;
    used += size;
  });
  parts.push(current);
  return { encoding, parts };
}

function characters(text: string): { encoding: Encoding; chars: string[]; sizes: number[] } {
  const septets: number[] = [];
  let gsm = true;
  for (const ch of text) {
    if (basic.has(ch)) septets.push(1);
    else if (extension.has(ch)) septets.push(2);
    else {
      gsm = false;
      break;
    }
  }
  const encoding: Encoding = gsm ? "gsm7" : "ucs2";
  const chars = Array.from(text);
  // A code point iterates as one string: a surrogate pair has length 2 and must stay in one part.
  const sizes = gsm ? septets : chars.map((ch) => ch.length);
  return { encoding, chars, sizes };
}

/**
 * Number of segments (at least 1, even for empty text) for characters of the given sizes in encoding
 * units. Parts are packed greedily and a character never straddles two parts: an escape pair (GSM-7
 * extension) or a surrogate pair (UCS-2) that does not fit moves whole to the next part.
 */
export function countSegments(encoding: Encoding, sizes: readonly number[]): number {
  const cap = SEGMENT_CAPACITY[encoding];
  if (sizes.reduce((sum, n) => sum + n, 0) <= cap.single) return 1;
  let parts = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > cap.multi) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return parts;
}
