import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatPostDate } from './post-date';

const now = dayjs('2025-03-10T12:00:00Z');

describe('post date', () => {
  it('reads relative in the UI language during the first week', () => {
    expect(formatPostDate('2025-03-10T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatPostDate('2025-03-10T11:55:00Z', 'de', now)).toBe('vor 5 Minuten');
    expect(formatPostDate('2025-03-08T12:00:00Z', 'en', now)).toBe('2 days ago');
  });

  it('shows DD/MM/YYYY from a week on', () => {
    expect(formatPostDate('2025-03-03T12:00:00Z', 'en', now)).toBe('03/03/2025');
  });

  it('never reads as the future when the clock is a little ahead', () => {
    expect(formatPostDate('2025-03-10T12:00:30Z', 'en', now)).toBe('a few seconds ago');
  });
});
