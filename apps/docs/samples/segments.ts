// Estimate encoding and segments of a rendered text the way the API counts them.

const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENSION = "^{}\\[~]|€\f";

/** Encoding, length in the encoding's units, and segments of one message text. */
export function countSegments(text: string): { encoding: "gsm7" | "ucs2"; units: number; segments: number } {
  let gsmUnits = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) gsmUnits += 1;
    else if (GSM7_EXTENSION.includes(char))
      gsmUnits += 2; // escape + character
    else {
      const units = text.length; // UTF-16 code units: a character outside the BMP counts 2
      return { encoding: "ucs2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: "gsm7", units: gsmUnits, segments: gsmUnits <= 160 ? 1 : Math.ceil(gsmUnits / 153) };
}
