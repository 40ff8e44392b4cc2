import { describe, expect, it } from 'vitest';
import { buildCountryList, type Country } from './countries';
import { phoneErrorMessage } from './messages';
import {
  analysePhone,
  detectCountry,
  isInternational,
  keepValidCharacters,
  MAX_TEXT_LENGTH,
  normalizePhoneText,
  type PhoneMode,
} from './phone-number';

const { countries } = buildCountryList({ onlyCountries: ['FR', 'LU', 'BE', 'DE'], preferredCountries: ['FR'] });
const byCode = (iso2: string) => countries.find((country) => country.iso2 === iso2) as Country;
const FR = byCode('FR');
const BE = byCode('BE');
const read = (text: string, mode: PhoneMode = 'auto', country = FR) =>
  analysePhone(text, { country, countries, mode, iddFrom: 'FR' });

describe('reading a phone number', () => {
  it('gives the result of the specification for a French mobile typed nationally', () => {
    expect(read('06 12 34 56 78')).toEqual({
      country: { iso2: 'FR', name: 'France', dialCode: '33' },
      countryCode: 'FR',
      formatted: '06 12 34 56 78',
      valid: true,
      possible: true,
      nationalNumber: '612345678',
      e164: '+33612345678',
      error: undefined,
    });
  });

  it('reads "+" and "00" as international, whatever the selected country', () => {
    expect(read('+32 470 12 34 56')).toMatchObject({ countryCode: 'BE', valid: true, e164: '+32470123456' });
    expect(read('0032 470 12 34 56')).toMatchObject({ countryCode: 'BE', valid: true, e164: '+32470123456' });
    expect(isInternational('0032 470')).toBe(true);
    expect(isInternational('0470')).toBe(false);
    expect(normalizePhoneText(' tel:+32470123456 ')).toBe('+32470123456');
  });

  it.each([
    ['national', '0470 12 34 56'],
    ['international', '+32 470 12 34 56'],
    ['e164', '+32470123456'],
    ['rfc3966', 'tel:+32470123456'],
    ['idd', '00 32 470 12 34 56'],
    ['auto', '+32 470 12 34 56'],
  ] as const)('formats in %s mode as %s', (mode, formatted) => {
    expect(read('+32 470 12 34 56', mode, BE).formatted).toBe(formatted);
  });

  it('in auto mode, shows a number typed without "+" nationally', () => {
    expect(read('0470123456', 'auto', BE).formatted).toBe('0470 12 34 56');
    expect(read('0612345678', 'international').formatted).toBe('+33 6 12 34 56 78');
  });

  it('keeps the text as typed in `formatted` while the number is not valid', () => {
    expect(read('06 12', 'e164')).toMatchObject({ formatted: '06 12', valid: false, possible: false, e164: '+330612' });
  });

  it('gives the four parser errors', () => {
    expect(read('abc').error).toBe('NOT_A_NUMBER');
    expect(read('+999 1234').error).toBe('INVALID_COUNTRY');
    expect(read('1').error).toBe('TOO_SHORT'); // fewer than 2 national digits
    expect(read('06 12').error).toBe('TOO_SHORT');
    expect(read('0612345678901234567890').error).toBe('TOO_LONG'); // more than 17 national digits
    expect(read('06 12 34 56 78 9').error).toBe('TOO_LONG');
  });

  it('refuses texts longer than 250 characters', () => {
    const padded = `06${' '.repeat(MAX_TEXT_LENGTH - 10)}12345678`;
    expect(padded.length).toBe(MAX_TEXT_LENGTH);
    expect(read(padded).valid).toBe(true);
    expect(read(`${padded} `).error).toBe('TOO_LONG');
  });

  it('makes a number from a country not allowed invalid, even a valid one', () => {
    expect(read('+44 7400 123456')).toMatchObject({ valid: false, countryCode: 'GB', error: 'COUNTRY_NOT_ALLOWED' });
    expect(read('+1 202 555 0143').error).toBe('COUNTRY_NOT_ALLOWED');
  });

  it('says that a number of the right length is not valid for its country', () => {
    expect(read('+32 000 00 00 00').error).toBe('INVALID_NUMBER');
  });

  it('has nothing to say about an empty field', () => {
    expect(read('  ')).toMatchObject({ valid: false, error: undefined, e164: '' });
  });
});

describe('French messages', () => {
  it.each([
    ['NOT_A_NUMBER', 'Ce n’est pas un numéro de téléphone\u00a0: saisissez des chiffres.'],
    ['INVALID_COUNTRY', 'Indicatif de pays inconnu\u00a0: vérifiez le début du numéro.'],
    ['TOO_SHORT', 'Le numéro est trop court.'],
    ['TOO_LONG', 'Le numéro est trop long.'],
    ['INVALID_NUMBER', 'Ce numéro n’est pas valide pour le pays choisi.'],
  ] as const)('%s', (code, message) => {
    expect(phoneErrorMessage(code, [])).toBe(message);
  });

  it('names the allowed countries when there are a few', () => {
    expect(phoneErrorMessage('COUNTRY_NOT_ALLOWED', ['France', 'Luxembourg', 'Belgique', 'Allemagne'])).toBe(
      'Les numéros de ce pays ne sont pas acceptés. Pays acceptés\u00a0: France, Luxembourg, Belgique et Allemagne.',
    );
    expect(phoneErrorMessage('COUNTRY_NOT_ALLOWED', Array(7).fill('Pays'))).toBe(
      'Les numéros de ce pays ne sont pas acceptés.',
    );
  });
});

describe('the country of a number typed with "+"', () => {
  it('follows the calling code as soon as it is known', () => {
    expect(detectCountry('+3', FR, countries)).toBe(FR);
    expect(detectCountry('+32', FR, countries)).toBe(BE);
    expect(detectCountry('0049 151', FR, countries).iso2).toBe('DE');
    expect(detectCountry('0470', BE, countries)).toBe(BE);
  });

  it('stays put for a country not allowed', () => {
    expect(detectCountry('+44 7400 123456', FR, countries)).toBe(FR);
  });

  it('keeps the current country when it shares the calling code', () => {
    const { countries: all } = buildCountryList({});
    const jersey = all.find((country) => country.iso2 === 'JE') as Country;
    expect(detectCountry('+44', jersey, all)).toBe(jersey);
    expect(detectCountry('+44 20 7946 0958', jersey, all).iso2).toBe('GB');
  });
});

describe('valid characters', () => {
  it('keeps digits, spaces, parentheses, plus and hyphen only', () => {
    expect(keepValidCharacters('+33 (0)6-12.34/56a78')).toBe('+33 (0)6-12345678');
  });
});
