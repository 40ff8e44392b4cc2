import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored E.164 number as people read it, on one line: a French number as said on the phone (« 06 12 34 56 78 »),
 * any other the international way (« +32 470 12 34 56 »); unreadable text as it is.
 */
export function displayPhone(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  if (!phone) return e164;
  const shown = phone.country === 'FR' ? phone.formatNational() : phone.formatInternational();
  return shown.replaceAll(' ', '\u00a0');
}
