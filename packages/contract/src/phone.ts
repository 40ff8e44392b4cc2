import { parsePhoneNumberFromString as parseAny } from 'libphonenumber-js/min';
import { parsePhoneNumberFromString as parseMobile } from 'libphonenumber-js/mobile';

/** The countries the shop serves, preferred first. */
export const SERVED_COUNTRIES = ['FR', 'LU', 'BE', 'DE'] as const;
export type ServedCountry = (typeof SERVED_COUNTRIES)[number];

export const COUNTRY_NAMES: Record<ServedCountry, string> = {
  FR: 'France',
  LU: 'Luxembourg',
  BE: 'Belgique',
  DE: 'Allemagne',
};

const isServed = (country: string | undefined): country is ServedCountry =>
  (SERVED_COUNTRIES as readonly string[]).includes(country ?? '');

export type PhoneCheck = { ok: true; e164: string; country: ServedCountry } | { ok: false; message: string };

/**
 * Reads a phone number typed nationally (with the default country) or internationally ("+…", "00…"),
 * and accepts it only when valid and from a served country. `mobile` checks against mobile ranges only.
 */
export function checkPhoneNumber(
  value: string,
  defaultCountry: string | undefined,
  kind: 'mobile' | 'any',
): PhoneCheck {
  const text = value.trim().replace(/^00/, '+');
  if (text.length > 25) return { ok: false, message: 'Le numéro de téléphone est trop long.' };
  const parse = kind === 'mobile' ? parseMobile : parseAny;
  const phone = parse(text, isServed(defaultCountry) ? defaultCountry : 'FR');
  if (!phone?.isValid()) {
    return {
      ok: false,
      message:
        kind === 'mobile'
          ? 'Saisissez un numéro de mobile valide (France, Luxembourg, Belgique ou Allemagne).'
          : 'Saisissez un numéro de téléphone valide.',
    };
  }
  if (!isServed(phone.country)) {
    return {
      ok: false,
      message: 'Seuls les numéros de France, du Luxembourg, de Belgique et d’Allemagne sont acceptés.',
    };
  }
  return { ok: true, e164: phone.number, country: phone.country };
}
