// Estimate encoding and segments of a rendered text the way the API counts them.

const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENSION = "^{}\\[~]|€\f";

/** Encoding, length in the encoding's units, and segments of one message text. */
export function countSegments(text: string): { encoding: "gsm7" | "ucs2"; units: number; segments: number } {
  const chars = Array.from(text); // code points: a surrogate pair stays one character
  const gsm = chars.every((c) => GSM7_BASIC.includes(c) || GSM7_EXTENSION.includes(c));
  // GSM-7: an extension character costs 2 septets (escape + character); UCS-2: UTF-16 code units.
  const sizes = chars.map((c) => (gsm ? (GSM7_EXTENSION.includes(c) ? 2 : 1) : c.length));
  const units = sizes.reduce((sum, n) => sum + n, 0);
  const [single, perPart] = gsm ? [160, 153] : [70, 67];
  if (units <= single) return { encoding: gsm ? "gsm7" : "ucs2", units, segments: 1 };
  // Parts are filled in order, and a 2-unit character never straddles two parts.
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > perPart) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding: gsm ? "gsm7" : "ucs2", units, segments };
}
