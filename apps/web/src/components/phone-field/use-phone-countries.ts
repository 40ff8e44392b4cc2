import { useMemo } from 'react';
import { buildCountryList, type Country, type CountryOptions, countryFromLanguages } from './countries';

const csv = (codes: readonly string[] | undefined) => (codes ?? []).join(',');
const codes = (text: string) => (text === '' ? [] : text.split(','));

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The countries the field offers (the given ones, less the ignored, the preferred first) and the user's own:
 * given, else from the browser's language, else the first preferred (the list's first).
 */
export function usePhoneCountries(
  { onlyCountries, ignoredCountries, preferredCountries }: CountryOptions,
  defaultCountry: string | undefined,
) {
  const [only, ignored, preferred] = [csv(onlyCountries), csv(ignoredCountries), csv(preferredCountries)];
  const { countries, preferredCount } = useMemo(() => {
    const list = buildCountryList({
      onlyCountries: codes(only),
      ignoredCountries: codes(ignored),
      preferredCountries: codes(preferred),
    });
    if (list.countries.length === 0) throw new Error('PhoneField: no country left to choose from');
    return list;
  }, [only, ignored, preferred]);
  const home = useMemo(
    () =>
      countries.find((country) => country.iso2 === defaultCountry?.toUpperCase()) ??
      countryFromLanguages(browserLanguages(), countries) ??
      (countries[0] as Country),
    [countries, defaultCountry],
  );
  return { countries, preferredCount, home };
}
