/**
 * Intra-community VAT numbers of the served countries, checked by format and check key.
 * FR: "FR" + 2-digit key + 9-digit SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97.
 * BE: "BE" + 10 digits starting 0 or 1, last 2 = 97 − (first 8 mod 97).
 * LU: "LU" + 8 digits, last 2 = first 6 mod 89.
 * DE: "DE" + 9 digits, last digit by ISO 7064 MOD 11,10.
 */
export const VAT_COUNTRIES = ['FR', 'BE', 'LU', 'DE'] as const;

/** Upper case without spaces, dots or hyphens: "fr 40 303 265 045" → "FR40303265045". */
export const normalizeVatNumber = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

function germanCheckDigit(first8: string): number {
  let product = 10;
  for (const digit of first8) {
    let sum = (Number(digit) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

export function isValidVatNumber(raw: string): boolean {
  const vat = normalizeVatNumber(raw);
  const fr = /^FR(\d{2})(\d{9})$/.exec(vat);
  if (fr) return fr[1] === frenchVatKey(fr[2] as string);
  const be = /^BE([01]\d{7})(\d{2})$/.exec(vat);
  if (be) return 97 - (Number(be[1]) % 97) === Number(be[2]);
  const lu = /^LU(\d{6})(\d{2})$/.exec(vat);
  if (lu) return Number(lu[1]) % 89 === Number(lu[2]);
  const de = /^DE(\d{8})(\d)$/.exec(vat);
  if (de) return germanCheckDigit(de[1] as string) === Number(de[2]);
  return false;
}
