import {
  AsYouType,
  type CountryCode,
  ParseError,
  type PhoneNumber,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';
import type { Country } from './countries';

/** How the number is shown once valid and given in `formatted`; `auto`: international when typed with "+". */
export type PhoneMode = 'national' | 'international' | 'e164' | 'rfc3966' | 'idd' | 'auto';

/** The parser's four errors, plus a valid-looking number from a country not allowed, and a number that is not valid. */
export type PhoneErrorCode =
  | 'NOT_A_NUMBER'
  | 'INVALID_COUNTRY'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'COUNTRY_NOT_ALLOWED'
  | 'INVALID_NUMBER';

/** The phone input result of the specification, with the E.164 form to send to the server. */
export type PhoneInputResult = {
  /** The selected country. */
  country: Country;
  /** The ISO code of the number's own country, when the parser knows it. */
  countryCode: string | undefined;
  /** The number in the chosen mode when valid, otherwise the text as typed. */
  formatted: string;
  valid: boolean;
  possible: boolean;
  nationalNumber: string;
  /** "+32470123456" whenever the text reads as a number (even an invalid one); empty otherwise. */
  e164: string;
  error: PhoneErrorCode | undefined;
};

/** The parser refuses longer texts (TOO_LONG), as libphonenumber does. */
export const MAX_TEXT_LENGTH = 250;

/** Drops whatever is not a digit, a space, a parenthesis, a plus or a hyphen. */
export const keepValidCharacters = (text: string) => text.replace(/[^\d\s()+-]/g, '');

/** "00 32 …" and "tel:+32-…" both read as "+32 …". */
export const normalizePhoneText = (text: string) => text.trim().replace(/^tel:/i, '').replace(/^00/, '+');

export const isInternational = (text: string) => normalizePhoneText(text).startsWith('+');

const PARSER_ERRORS = new Set<string>(['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG']);

function parse(text: string, country: string): { phone?: PhoneNumber; error?: PhoneErrorCode } {
  try {
    // extract: false so that "06 12 34 56 78 abc" is not silently read as a number.
    return { phone: parsePhoneNumberWithError(text, { defaultCountry: country as CountryCode, extract: false }) };
  } catch (error) {
    const code = error instanceof ParseError && PARSER_ERRORS.has(error.message) ? error.message : 'NOT_A_NUMBER';
    return { error: code as PhoneErrorCode };
  }
}

/**
 * The country a number typed with "+" (or "00") belongs to, as far as it is known while typing: its own country when
 * allowed, else the current one when it shares the calling code, else the first allowed country with that code.
 */
export function detectCountry(text: string, current: Country, countries: readonly Country[]): Country {
  const normalized = normalizePhoneText(text);
  if (!normalized.startsWith('+')) return current;
  const asYouType = new AsYouType();
  asYouType.input(normalized);
  const callingCode = asYouType.getCallingCode();
  if (!callingCode) return current;
  const own = asYouType.getCountry() ?? parse(normalized, current.iso2).phone?.country;
  const found = countries.find((country) => country.iso2 === own);
  if (found) return found;
  if (current.dialCode === callingCode) return current;
  return countries.find((country) => country.dialCode === callingCode) ?? current;
}

function format(phone: PhoneNumber, mode: PhoneMode, text: string, iddFrom: string): string {
  switch (mode) {
    case 'national':
      return phone.formatNational();
    case 'international':
      return phone.formatInternational();
    case 'e164':
      return phone.number;
    case 'rfc3966':
      return phone.getURI();
    case 'idd':
      return phone.format('IDD', { fromCountry: iddFrom as CountryCode }) ?? phone.formatInternational();
    case 'auto':
      return isInternational(text) ? phone.formatInternational() : phone.formatNational();
  }
}

export type AnalyseOptions = {
  /** The selected country, used for numbers typed without "+". */
  country: Country;
  /** The allowed countries: a number from any other one is invalid. */
  countries: readonly Country[];
  mode: PhoneMode;
  /** The country an `idd` number is dialled from. */
  iddFrom: string;
};

/** Reads the text with libphonenumber-js and says what it is. */
export function analysePhone(text: string, { country, countries, mode, iddFrom }: AnalyseOptions): PhoneInputResult {
  const empty = { country, countryCode: undefined, formatted: text, valid: false, possible: false, nationalNumber: '' };
  if (text.trim() === '') return { ...empty, e164: '', error: undefined };
  if (text.length > MAX_TEXT_LENGTH) return { ...empty, e164: '', error: 'TOO_LONG' };
  const normalized = normalizePhoneText(text);
  const { phone, error } = parse(normalized, country.iso2);
  if (!phone) return { ...empty, e164: '', error };
  const base = {
    country,
    countryCode: phone.country,
    possible: phone.isPossible(),
    nationalNumber: phone.nationalNumber,
    e164: phone.number,
  };
  const allowedCode = countries.some((candidate) => candidate.dialCode === phone.countryCallingCode);
  if (!allowedCode) return { ...base, formatted: text, valid: false, error: 'COUNTRY_NOT_ALLOWED' };
  if (!phone.isValid()) {
    const length = validatePhoneNumberLength(normalized, country.iso2 as CountryCode);
    const lengthError = length === 'TOO_SHORT' || length === 'TOO_LONG' ? length : 'INVALID_NUMBER';
    return { ...base, formatted: text, valid: false, error: lengthError };
  }
  if (!countries.some((candidate) => candidate.iso2 === phone.country)) {
    return { ...base, formatted: text, valid: false, error: 'COUNTRY_NOT_ALLOWED' };
  }
  return { ...base, formatted: format(phone, mode, text, iddFrom), valid: true, error: undefined };
}
