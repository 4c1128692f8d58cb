import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';

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
});
