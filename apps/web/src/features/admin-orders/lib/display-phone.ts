/** "+33612345678" → "06 12 34 56 78" (a French number as said on the phone); any other number as stored. */
export function displayPhone(e164: string): string {
  const french = /^\+33([1-9])(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  return french ? `0${french.slice(1).join('\u00a0')}` : e164;
}
