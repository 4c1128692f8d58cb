import { dayjs } from './dayjs';
import { currentLanguage, type UiLanguage } from './i18n';

/** How dates are shown everywhere (participant spec §9). */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** How event dates travel to and from the API. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

const numberLocales: Record<UiLanguage, string> = { de: 'de-DE', en: 'en-GB' };

/** Formats a date as DD/MM/YYYY; an empty or invalid value gives an empty string. */
export function formatDate(value: string | number | Date | dayjs.Dayjs | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

/** Formats a date as YYYY-MM-DD for the API. */
export function formatApiDate(value: string | Date | dayjs.Dayjs): string {
  return dayjs(value).format(API_DATE_FORMAT);
}

/**
 * Formats a number with a thousands separator and at most one decimal, the way the UI
 * language writes it: `1.234,5` in German, `1,234.5` in English.
 */
export function formatNumber(value: number, lang: UiLanguage = currentLanguage()): string {
  return new Intl.NumberFormat(numberLocales[lang], {
    maximumFractionDigits: 1,
    useGrouping: true,
  }).format(value);
}

/** A distance in km with exactly one decimal (admin spec §9): `1.234,0` in German. */
export function formatKm(value: number, lang: UiLanguage = currentLanguage()): string {
  return new Intl.NumberFormat(numberLocales[lang], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: true,
  }).format(value);
}
