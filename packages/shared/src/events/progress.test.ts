import { describe, expect, it } from 'vitest';
import { addDays, dayIn, startOfDayInstant } from '../time/calendar';
import { eventCountdown, eventState, remainingDays, targetToDate } from './progress';

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

  it('counts the remaining days after today up to the end day, 0 on the last day and after (rule 14)', () => {
    expect(remainingDays(event, '2026-11-09')).toBe(1);
    expect(remainingDays(event, '2026-11-10')).toBe(0);
    expect(remainingDays(event, '2026-11-01')).toBe(9);
    expect(remainingDays(event, '2026-10-31')).toBe(10);
    expect(remainingDays(event, '2026-11-11')).toBe(0);
  });
});

describe('the countdown to the end of an event (rule 8) in Europe/Berlin', () => {
  const zone = 'Europe/Berlin';
  const at = (iso: string) => eventCountdown(event, new Date(iso), zone);

  it('shows the remaining days and the time left today at 23:59 local', () => {
    // 22:59 UTC is 23:59 in Berlin (CET) on 9 November.
    expect(at('2026-11-09T22:59:00Z')).toEqual({
      days: 1,
      hours: 0,
      minutes: 1,
      seconds: 0,
      isOver: false,
    });
  });

  it('counts local midnight as the end of the day before, one second later as the new day', () => {
    expect(at('2026-11-09T23:00:00Z')).toMatchObject({ days: 1, hours: 0, minutes: 0 });
    expect(at('2026-11-09T23:00:01Z')).toMatchObject({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
      isOver: false,
    });
  });

  it('is over from the end of the last day', () => {
    expect(at('2026-11-10T22:59:59Z')).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      isOver: false,
    });
    expect(at('2026-11-10T23:00:00Z').isOver).toBe(true);
    expect(at('2026-11-12T12:00:00Z')).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      isOver: true,
    });
  });

  it('counts calendar days across the spring change (a day of 23 hours)', () => {
    const spring = { startDate: '2026-03-20', endDate: '2026-03-30' };
    // 23:30 CET on 28 March: 29 and 30 March remain, though only 47.5 hours are left.
    expect(eventCountdown(spring, new Date('2026-03-28T22:30:00Z'), zone)).toMatchObject({
      days: 2,
      hours: 0,
      minutes: 30,
    });
    // Noon CEST on 29 March.
    expect(eventCountdown(spring, new Date('2026-03-29T10:00:00Z'), zone)).toMatchObject({
      days: 1,
      hours: 12,
      minutes: 0,
    });
  });

  it('counts calendar days across the autumn change (a day of 25 hours)', () => {
    const autumn = { startDate: '2026-10-20', endDate: '2026-10-26' };
    // 00:30 CEST on 25 October: 24.5 hours of that day are left.
    expect(eventCountdown(autumn, new Date('2026-10-24T22:30:00Z'), zone)).toMatchObject({
      days: 1,
      hours: 24,
      minutes: 30,
    });
    // 23:59 CET on 25 October.
    expect(eventCountdown(autumn, new Date('2026-10-25T22:59:00Z'), zone)).toMatchObject({
      days: 1,
      hours: 0,
      minutes: 1,
    });
  });

  it('shows the same days as the remaining days row at every half hour around both changes', () => {
    for (const [startDate, endDate] of [
      ['2026-03-25', '2026-04-02'],
      ['2026-10-21', '2026-10-29'],
    ] as const) {
      const span = { startDate, endDate };
      const first = startOfDayInstant(addDays(startDate, -2), zone).getTime();
      const last = startOfDayInstant(addDays(endDate, 1), zone).getTime();
      for (let t = first + 60_000; t < last; t += 30 * 60_000) {
        const now = new Date(t);
        expect(eventCountdown(span, now, zone).days, now.toISOString()).toBe(
          remainingDays(span, dayIn(zone, now)),
        );
      }
    }
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
