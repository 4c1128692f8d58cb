import { dayjs } from './dayjs';
import { currentLanguage, type UiLanguage } from './i18n';

/** How dates are shown everywhere (participant spec §9). */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** How event dates travel to and from the API. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

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

/** How each UI language writes thousands and the decimal point (de-DE and en-GB). */
const separators: Record<UiLanguage, { group: string; point: string }> = {
  de: { group: '.', point: ',' },
  en: { group: ',', point: '.' },
};

/**
 * Rounds to one decimal (half away from zero, as `Intl.NumberFormat` does) and writes the
 * language's separators; the decimal is left out when it is 0, unless `isFixed`. Written out
 * rather than with `Intl.NumberFormat`: the first one a page makes costs about 35 ms (the
 * locale data loads), paid on the newsfeed before its posts paint (decision 048). The test
 * holds it to `Intl.NumberFormat` over many values.
 */
function formatTenths(value: number, lang: UiLanguage, isFixed: boolean): string {
  const abs = Math.abs(value);
  // Intl rounds the number as written (0.15 gives 0.2, though the double is a little less):
  // shifting the decimal point in the written form keeps that; tiny or huge values are
  // written with an exponent, where toFixed is as good.
  const written = String(abs);
  const tenths = written.includes('e') ? Math.round(abs * 10) : Math.round(Number(`${written}e1`));
  const { group, point } = separators[lang];
  const whole = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+$)/g, group);
  const tenth = tenths % 10;
  const sign = value < 0 && tenths > 0 ? '-' : '';
  return `${sign}${whole}${isFixed || tenth !== 0 ? `${point}${tenth}` : ''}`;
}

/**
 * Formats a number with a thousands separator and at most one decimal, the way the UI
 * language writes it: `1.234,5` in German, `1,234.5` in English.
 */
export function formatNumber(value: number, lang: UiLanguage = currentLanguage()): string {
  return formatTenths(value, lang, false);
}

/** A distance in km with exactly one decimal (admin spec §9): `1.234,0` in German. */
export function formatKm(value: number, lang: UiLanguage = currentLanguage()): string {
  return formatTenths(value, lang, true);
}
