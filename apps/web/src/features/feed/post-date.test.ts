import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatActivityDay, formatPostDate, isPostedOnAnotherDay } from './post-date';

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

describe('activity day', () => {
  it('reads as its weekday in the UI language and DD/MM/YYYY', () => {
    expect(formatActivityDay('2026-11-20', 'en')).toBe('Fri, 20/11/2026');
    expect(formatActivityDay('2026-11-20', 'de')).toBe('Fr., 20/11/2026');
  });

  it('is empty for a value that is not a day', () => {
    expect(formatActivityDay('', 'en')).toBe('');
  });

  it("tells a post written on another day than the activity's", () => {
    const noon = (day: string) => dayjs(`${day}T12:00:00`).toISOString();
    expect(isPostedOnAnotherDay(noon('2026-11-20'), '2026-11-20')).toBe(false);
    expect(isPostedOnAnotherDay(noon('2026-11-27'), '2026-11-20')).toBe(true);
  });
});
