import { countryCodes, specialCountryLabels } from '@cc/shared/users/countries';
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

/** The name of a country (alpha-2 code) in the UI language, with our own TW/MO/HK labels. */
export function getCountryName(code: string, lang: UiLanguage): string {
  return specialCountryLabels[lang][code] ?? countries.getName(code, lang) ?? code;
}

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
