import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** "+32470123456" → "+32 470 12 34 56": the number as people read it; unreadable text as it is. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
