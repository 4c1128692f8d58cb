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

  it('writes report distances in km with exactly one decimal', () => {
    expect(formatKm(1234, 'de')).toBe('1.234,0');
    expect(formatKm(12.345, 'en')).toBe('12.3');
  });
});
