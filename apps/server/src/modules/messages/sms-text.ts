// An SMS is one segment of 160 characters only in the GSM 03.38 alphabet; a single character outside it sends
// the whole message in UCS-2, 70 characters a segment (issue 45, ADR 054). French text written for people
// carries a few of them; in SMS only, each becomes its nearest letter inside the alphabet.

/** The characters of French text outside GSM 03.38, and what an SMS writes instead. */
const NEAREST: Record<string, string> = {
  '\u00a0': ' ', // no-break space
  '\u202f': ' ', // narrow no-break space
  '\u2060': '', // word joiner
  '\u2019': "'",
  '\u2018': "'",
  '\u00ab': '"',
  '\u00bb': '"',
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00b0': 'o', // n° → no
  â: 'a',
  ê: 'e',
  ë: 'e',
  î: 'i',
  ï: 'i',
  ô: 'o',
  û: 'u',
  ÿ: 'y',
  ç: 'c',
  œ: 'oe',
  æ: 'ae',
  À: 'A',
  Â: 'A',
  È: 'E',
  Ê: 'E',
  Ë: 'E',
  Î: 'I',
  Ï: 'I',
  Ô: 'O',
  Û: 'U',
  Ù: 'U',
  Œ: 'OE',
};

const OUTSIDE = new RegExp(`[${Object.keys(NEAREST).join('')}]`, 'gu');

/** The text of an SMS: French as written, with the characters outside GSM 03.38 replaced by their nearest. */
export const smsText = (text: string): string => text.normalize('NFC').replace(OUTSIDE, (c) => NEAREST[c] ?? c);

/** GSM 03.38's extension table: each of these takes two of a segment's 160 places. */
const EXTENDED = /[€[\]{}\\~^|]/g;

/** The places an SMS text takes in a GSM segment, once folded. */
export const smsLength = (text: string): number => {
  const folded = smsText(text);
  return folded.length + (folded.match(EXTENDED)?.length ?? 0);
};

/** One segment's places in GSM 03.38. */
export const SMS_SEGMENT = 160;

/**
 * An SMS of one segment: the sentence that must be said, then each further one, in order, while it still fits.
 * What does not fit is in the e-mail sent with it.
 */
export function oneSegment(required: string, ...optional: string[]): string {
  let text = required;
  for (const part of optional) {
    if (!part) continue;
    const longer = `${text} ${part}`;
    if (smsLength(longer) <= SMS_SEGMENT) text = longer;
  }
  return text;
}
