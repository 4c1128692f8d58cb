import { describe, expect, it } from 'vitest';
import { formatDuration, formatPace } from './pace';

describe('formatPace', () => {
  it('writes the time per unit as m:ss, rounded to the second', () => {
    expect(formatPace(10, 55)).toBe('5:30');
    expect(formatPace(3, 10)).toBe('3:20');
    expect(formatPace(42.2, 180)).toBe('4:16');
  });

  it('writes hours from an hour per unit up', () => {
    expect(formatPace(0.5, 45)).toBe('1:30:00');
  });

  it('gives nothing without a duration or a distance', () => {
    expect(formatPace(10, null)).toBeNull();
    expect(formatPace(10, undefined)).toBeNull();
    expect(formatPace(0, 30)).toBeNull();
  });
});

describe('formatDuration', () => {
  it('writes minutes as h:mm', () => {
    expect(formatDuration(45)).toBe('0:45');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(1440)).toBe('24:00');
  });
});
