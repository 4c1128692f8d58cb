import { describe, expect, it } from 'vitest';
import { dayIn } from './calendar';

/** The day Intl gives, formatted afresh: what dayIn must always agree with. */
function intlDay(timeZone: string, instant: Date) {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}

describe('dayIn', () => {
  it.each([
    ['Europe/Berlin', '2026-11-27T22:59:00Z', '2026-11-27T23:00:00Z'],
    ['Asia/Kathmandu', '2026-11-27T18:14:59.999Z', '2026-11-27T18:15:00Z'],
    ['America/St_Johns', '2026-11-28T03:29:59Z', '2026-11-28T03:30:00Z'],
  ])(
    'turns to the next day at midnight in %s, also when asked each minute',
    (zone, before, after) => {
      const last = new Date(before);
      const first = new Date(after);
      expect(dayIn(zone, last)).toBe(intlDay(zone, last));
      expect(dayIn(zone, first)).toBe(intlDay(zone, first));
      expect(dayIn(zone, first)).not.toBe(dayIn(zone, last));
    },
  );

  it('agrees with Intl at every minute around midnight, in time order and back', () => {
    const start = Date.parse('2026-03-29T00:30:00Z');
    const minutes = Array.from({ length: 240 }, (_, i) => new Date(start + i * 60_000 + 17_000));
    for (const zone of ['Europe/Berlin', 'Asia/Kolkata', 'UTC']) {
      for (const instant of [...minutes, ...minutes.reverse()]) {
        expect(dayIn(zone, instant)).toBe(intlDay(zone, instant));
      }
    }
  });
});
