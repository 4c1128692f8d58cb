import { describe, expect, it } from 'vitest';
import { formatMinorInput, parseMinor } from './money-input';

describe('amounts typed in major units', () => {
  it('turns them into exact minor units, where floats would lose a cent', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.15 * 100 is 114.99999999999999 as floats.
    expect(parseMinor('0.29', 2)).toBe(29);
    expect(parseMinor('1.15', 2)).toBe(115);
    expect(parseMinor('4.35', 2)).toBe(435);
    expect(parseMinor('1,50', 2)).toBe(150);
    expect(parseMinor('1.5', 2)).toBe(150);
    expect(parseMinor('12', 2)).toBe(1200);
    expect(parseMinor(' 7, ', 2)).toBe(700);
    expect(parseMinor('1200', 0)).toBe(1200);
  });

  it('reads every amount up to 10,000.00 back as written, in both languages', () => {
    const misread: number[] = [];
    for (let minor = 0; minor <= 1_000_000; minor += 1) {
      for (const language of ['de', 'en']) {
        if (parseMinor(formatMinorInput(minor, 2, language), 2) !== minor) misread.push(minor);
      }
    }
    expect(misread).toEqual([]);
  });

  it('takes an empty field as no amount', () => {
    expect(parseMinor('', 2)).toBeNull();
    expect(parseMinor('   ', 2)).toBeNull();
  });

  it('refuses what is no amount rather than guessing', () => {
    for (const text of ['1.500', '0.001', '1.5', '-1', '1e3', 'abc', '1.000,00', '€5', '1 000']) {
      const digits = text === '1.5' ? 0 : 2;
      expect(parseMinor(text, digits), text).toBeNaN();
    }
  });

  it('refuses more than the API takes', () => {
    expect(parseMinor('10000000000.00', 2)).toBe(1_000_000_000_000);
    expect(parseMinor('10000000000.01', 2)).toBeNaN();
  });

  it('writes minor units for editing with the language’s decimal mark', () => {
    expect(formatMinorInput(150, 2, 'de')).toBe('1,50');
    expect(formatMinorInput(150, 2, 'en')).toBe('1.50');
    expect(formatMinorInput(5, 2, 'en')).toBe('0.05');
    expect(formatMinorInput(1200, 0, 'en')).toBe('1200');
  });
});
