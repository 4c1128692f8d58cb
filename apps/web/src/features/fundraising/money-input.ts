import { MONEY_MAX } from '@cc/shared/fundraising/fundraising.schemas';

/**
 * Amounts as the admin types them (major units: `1.50`, `1,50`, `1234`) and as the API
 * carries them (an integer of minor units: 150). The conversion works on the digits as text,
 * never through a float, so `0.29` is 29 cents and not 28.999….
 */

/**
 * The minor units of a typed amount, for a currency with `digits` decimals: `'1,50'` → 150.
 * Either `.` or `,` is the decimal mark (Germans type one, the English the other); thousands
 * separators are refused rather than guessed (`1.500` could be either). `null` for an empty
 * field; `NaN` for anything that is not an amount (more decimals than the currency has,
 * letters, a sign, more than the API takes), so the schema names the field's error.
 */
export function parseMinor(text: string, digits: number): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(typed);
  if (!match) return Number.NaN;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return Number.NaN;
  const minor = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  return minor <= MONEY_MAX ? minor : Number.NaN;
}

/** A minor amount as the field shows it for editing: 150 → `1,50` in German, `1.50` in English. */
export function formatMinorInput(minor: number, digits: number, language: string): string {
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  if (digits === 0) return text;
  const mark = language.startsWith('de') ? ',' : '.';
  return `${text.slice(0, -digits)}${mark}${text.slice(-digits)}`;
}
