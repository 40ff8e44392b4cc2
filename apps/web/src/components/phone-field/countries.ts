import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { once } from '../../lib/format';

/** One entry of the country list: ISO 3166-1 alpha-2 code, French name, calling code without "+". */
export type Country = { iso2: string; name: string; dialCode: string };

export type CountryOptions = {
  /** Only these countries (ISO codes); all the countries of the phone metadata when absent or empty. */
  onlyCountries?: readonly string[];
  /** These countries are left out. */
  ignoredCountries?: readonly string[];
  /** Shown first, in this order. */
  preferredCountries?: readonly string[];
};

// French names come from the browser's own data (Intl), so no list of 245 names ships with the bundle. Made at
// the first name asked, not as the module loads (scripts/intl-at-load.test.ts).
const frenchNames = once(() =>
  typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['fr'], { type: 'region' }) : null,
);

export function countryName(iso2: string): string {
  try {
    return frenchNames()?.of(iso2) ?? iso2;
  } catch {
    return iso2;
  }
}

const upper = (codes: readonly string[] | undefined) => (codes ?? []).map((code) => code.toUpperCase());

/** Lowercase, without accents: "Île de l’Ascension" → "ile de l’ascension". */
export const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The selectable countries: the allowed ones, the preferred first (in their order), then the others by French name.
 * `preferredCount` says how many lead the list.
 */
export function buildCountryList({ onlyCountries, ignoredCountries, preferredCountries }: CountryOptions): {
  countries: Country[];
  preferredCount: number;
} {
  const known = new Set<string>(getCountries());
  const only = upper(onlyCountries).filter((code) => known.has(code));
  const ignored = new Set(upper(ignoredCountries));
  const allowed = (only.length > 0 ? only : [...known]).filter((code) => !ignored.has(code));
  const toCountry = (iso2: string): Country => ({
    iso2,
    name: countryName(iso2),
    dialCode: getCountryCallingCode(iso2 as CountryCode),
  });
  const preferred = [...new Set(upper(preferredCountries))].filter((code) => allowed.includes(code));
  const others = allowed
    .filter((code) => !preferred.includes(code))
    .map(toCountry)
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return { countries: [...preferred.map(toCountry), ...others], preferredCount: preferred.length };
}

/** The region of the first language tag that names an allowed country: "fr-BE" → BE, "de" → DE (its likely region). */
export function countryFromLanguages(languages: readonly string[], countries: readonly Country[]): Country | undefined {
  for (const tag of languages) {
    let region: string | undefined;
    try {
      const locale = new Intl.Locale(tag);
      region = locale.region ?? locale.maximize().region;
    } catch {
      continue;
    }
    const country = countries.find((candidate) => candidate.iso2 === region);
    if (country) return country;
  }
  return undefined;
}

/** The first country whose French name (or calling code, for digits) starts with the typed text. */
export function findCountryByPrefix(countries: readonly Country[], typed: string): number {
  const query = searchKey(typed);
  if (query === '') return -1;
  const digits = query.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return countries.findIndex((country) => country.dialCode.startsWith(digits));
  return countries.findIndex((country) => searchKey(country.name).startsWith(query));
}
