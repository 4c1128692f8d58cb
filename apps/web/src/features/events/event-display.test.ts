import { describe, expect, it } from 'vitest';
import { keepUnits, percentReached } from './event-display';

describe('keepUnits', () => {
  it('keeps each number with its unit so a figure wraps only at its separators', () => {
    expect(keepUnits('200 km / 124.3 mi')).toBe('200\u00a0km / 124.3\u00a0mi');
    expect(keepUnits('41,2 / 200 km · 20,6 %')).toBe('41,2 / 200\u00a0km · 20,6\u00a0%');
  });
});

describe('percentReached', () => {
  it('gives the share of the target with one decimal, and 0 without a target', () => {
    expect(percentReached({ totalKm: 411.9, maximumKm: 500 })).toBe(82.4);
    expect(percentReached({ totalKm: 12, maximumKm: 0 })).toBe(0);
  });
});
