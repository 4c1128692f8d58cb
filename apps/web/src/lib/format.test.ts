import { describe, expect, it } from 'vitest';
import { formatDate, formatKm, formatNumber } from './format';

describe('formatting', () => {
  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDate('2020-07-03')).toBe('03/07/2020');
    expect(formatDate(null)).toBe('');
  });

  it('writes numbers with thousands separators and at most one decimal per language', () => {
    expect(formatNumber(1234.56, 'de')).toBe('1.234,6');
    expect(formatNumber(1234.56, 'en')).toBe('1,234.6');
    expect(formatNumber(12, 'en')).toBe('12');
  });

  it('writes every number as Intl.NumberFormat does in de-DE and en-GB', () => {
    const values = [0, 0.04, 0.05, 0.15, 0.25, 1.05, 2.25, 9.95, 12.345, 999.95, 999.94];
    values.push(1000, 1234.5, 99_999.96, 1_234_567.85, 12_345_678.9);
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 16_807) % 2_147_483_647;
      values.push(Math.round((seed / 2_147_483_647) * 10 ** ((i % 7) + 1) * 1000) / 1000);
    }
    for (const [lang, locale] of [
      ['de', 'de-DE'],
      ['en', 'en-GB'],
    ] as const) {
      const upToOne = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
      const exactlyOne = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      for (const value of values) {
        expect(formatNumber(value, lang)).toBe(upToOne.format(value));
        expect(formatKm(value, lang)).toBe(exactlyOne.format(value));
      }
    }
  });

  it('writes report distances in km with exactly one decimal', () => {
    expect(formatKm(1234, 'de')).toBe('1.234,0');
    expect(formatKm(12.345, 'en')).toBe('12.3');
  });
});
