import { describe, expect, it } from 'vitest';
import { dayIn, startOfDayInstant } from '../time/calendar';
import { eventState, remainingDays, targetToDate } from './progress';

const event = { startDate: '2026-11-01', endDate: '2026-11-10' };

describe('event timing', () => {
  it('is upcoming before the start day, running on both end days, ended after', () => {
    expect(eventState(event, '2026-10-31')).toBe('upcoming');
    expect(eventState(event, '2026-11-01')).toBe('running');
    expect(eventState(event, '2026-11-10')).toBe('running');
    expect(eventState(event, '2026-11-11')).toBe('ended');
  });

  it('counts the target to date over inclusive days (rule 13)', () => {
    expect(targetToDate(100, event, '2026-10-31')).toBe(0);
    expect(targetToDate(100, event, '2026-11-01')).toBe(10);
    expect(targetToDate(100, event, '2026-11-05')).toBe(50);
    expect(targetToDate(100, event, '2026-11-10')).toBe(100);
    expect(targetToDate(100, event, '2026-12-01')).toBe(100);
  });

  it('counts remaining days including today, 0 after the end', () => {
    expect(remainingDays(event, '2026-11-10')).toBe(1);
    expect(remainingDays(event, '2026-11-01')).toBe(10);
    expect(remainingDays(event, '2026-11-11')).toBe(0);
  });
});

describe('calendar days in the platform time zone', () => {
  it('takes the Berlin day, not the UTC day', () => {
    expect(dayIn('Europe/Berlin', new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(dayIn('UTC', new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-20');
  });

  it('finds local midnight across daylight-saving changes', () => {
    expect(startOfDayInstant('2026-11-21', 'Europe/Berlin').toISOString()).toBe(
      '2026-11-20T23:00:00.000Z',
    );
    expect(startOfDayInstant('2026-07-01', 'Europe/Berlin').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    expect(startOfDayInstant('2026-03-29', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
  });
});
