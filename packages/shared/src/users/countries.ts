import countries from 'i18n-iso-countries';

/**
 * Countries are ISO 3166-1 alpha-2 codes from `i18n-iso-countries`. Taiwan, Macao and
 * Hong Kong carry labels of our own (participant spec §9, decision record 006).
 */
export const countryCodes: string[] = Object.keys(countries.getAlpha2Codes()).sort();

const codeSet = new Set(countryCodes);

/** Whether a value is a known alpha-2 country code. */
export function isCountryCode(value: string): boolean {
  return codeSet.has(value);
}

/** Labels that replace the library's names, per UI language. */
export const specialCountryLabels: Record<'de' | 'en', Record<string, string>> = {
  en: { TW: 'Taiwan', MO: 'Macao SAR', HK: 'Hong Kong SAR' },
  de: { TW: 'Taiwan', MO: 'Macau SAR', HK: 'Hongkong SAR' },
};

/**
 * The name of a country (alpha-2 code) in a UI language, with our own TW/MO/HK labels; the
 * code when the library has no name in that language. The library's names must be
 * registered: its Node entry (the server) registers every language, the web registers
 * German and English in `lib/countries.ts`.
 */
export function getCountryName(code: string, lang: 'de' | 'en'): string {
  return specialCountryLabels[lang][code] ?? countries.getName(code, lang) ?? code;
}
