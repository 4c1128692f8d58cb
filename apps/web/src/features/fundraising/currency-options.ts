/** An ISO 4217 currency as the cause form offers it. */
export interface CurrencyOption {
  value: string;
  label: string;
}

const cache = new Map<string, CurrencyOption[]>();

/**
 * Every ISO 4217 currency the browser can format (the server accepts the same list:
 * `isCurrencyCode`), as `EUR – Euro` in the UI language, sorted by code.
 */
export function currencyOptions(language: string): CurrencyOption[] {
  let options = cache.get(language);
  if (!options) {
    const names = new Intl.DisplayNames([language], { type: 'currency' });
    options = Intl.supportedValuesOf('currency').map((code) => ({
      value: code,
      label: `${code} – ${names.of(code) ?? code}`,
    }));
    cache.set(language, options);
  }
  return options;
}
