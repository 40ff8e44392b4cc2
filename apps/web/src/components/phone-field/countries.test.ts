import { describe, expect, it } from 'vitest';
import { buildCountryList, countryFromLanguages, findCountryByPrefix } from './countries';

const codes = (options: Parameters<typeof buildCountryList>[0]) =>
  buildCountryList(options).countries.map((country) => country.iso2);

describe('the country list', () => {
  it('gives each country its ISO code, French name and calling code', () => {
    expect(buildCountryList({ onlyCountries: ['fr', 'DE'] }).countries).toEqual([
      { iso2: 'DE', name: 'Allemagne', dialCode: '49' },
      { iso2: 'FR', name: 'France', dialCode: '33' },
    ]);
  });

  it('keeps only the allowed countries, in French alphabetical order', () => {
    expect(codes({ onlyCountries: ['FR', 'LU', 'BE', 'DE'] })).toEqual(['DE', 'BE', 'FR', 'LU']);
  });

  it('leaves out the ignored countries', () => {
    expect(codes({ onlyCountries: ['FR', 'LU', 'BE', 'DE'], ignoredCountries: ['LU'] })).toEqual(['DE', 'BE', 'FR']);
    const all = codes({ ignoredCountries: ['FR'] });
    expect(all.length).toBeGreaterThan(200);
    expect(all).not.toContain('FR');
  });

  it('puts the preferred countries first, in their order, and drops those not allowed', () => {
    const list = buildCountryList({ onlyCountries: ['FR', 'LU', 'BE', 'DE'], preferredCountries: ['BE', 'FR', 'US'] });
    expect(list.countries.map((country) => country.iso2)).toEqual(['BE', 'FR', 'DE', 'LU']);
    expect(list.preferredCount).toBe(2);
  });
});

describe('the country from the browser language', () => {
  const { countries } = buildCountryList({ onlyCountries: ['FR', 'LU', 'BE', 'DE'] });
  it('takes the region of the first language naming an allowed country', () => {
    expect(countryFromLanguages(['fr-BE', 'fr'], countries)?.iso2).toBe('BE');
    expect(countryFromLanguages(['en-US', 'de-LU'], countries)?.iso2).toBe('LU');
    expect(countryFromLanguages(['de'], countries)?.iso2).toBe('DE');
    expect(countryFromLanguages(['en-GB', 'en', 'not a tag'], countries)).toBeUndefined();
  });
});

describe('type-ahead search', () => {
  const { countries } = buildCountryList({});
  const found = (text: string) => countries[findCountryByPrefix(countries, text)]?.name;
  it('finds the first country whose French name starts with the letters, accents ignored', () => {
    expect(found('b')).toBe('Bahamas');
    expect(found('bel')).toBe('Belgique');
    expect(found('ile')).toMatch(/^Île/);
    expect(found('+32')).toBe('Belgique');
    expect(findCountryByPrefix(countries, 'zzz')).toBe(-1);
  });
});
