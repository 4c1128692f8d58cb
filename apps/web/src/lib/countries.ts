import { countryCodes, getCountryName } from '@cc/shared/users/countries';
import countries from 'i18n-iso-countries';
import deCountries from 'i18n-iso-countries/langs/de.json';
import enCountries from 'i18n-iso-countries/langs/en.json';
import type { UiLanguage } from './i18n';

countries.registerLocale(deCountries);
countries.registerLocale(enCountries);

export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<UiLanguage, CountryOption[]>();

/**
 * The name of a country in a UI language (the shared rule), taken from here so that the
 * German and English names above are registered before the first name is asked for.
 */
export { getCountryName };

/** Every country as a select option, sorted by its name in the UI language. */
export function getCountryOptions(lang: UiLanguage): CountryOption[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const collator = new Intl.Collator(lang);
  const options = countryCodes
    .map((code) => ({ value: code, label: getCountryName(code, lang) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  cache.set(lang, options);
  return options;
}
