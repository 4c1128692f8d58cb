import { describe, expect, it } from 'vitest';
import { createEventBodySchema, updateEventBodySchema } from './events.schemas';

describe('the event body schemas', () => {
  it.each([[null], [[]], [1], ['x'], [true]])('refuse %j as a body without throwing', (body) => {
    for (const schema of [createEventBodySchema, updateEventBodySchema]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path)).toEqual([[]]);
    }
  });

  it('still report an end before the start while another field is invalid', () => {
    const result = updateEventBodySchema.safeParse({
      name: '',
      startDate: '2026-05-10',
      endDate: '2026-05-01',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'EVENT_NAME_REQUIRED'],
      ['endDate', 'END_BEFORE_START'],
    ]);
  });

  it.each(['\u0000', '\u0009', '\u000a', '\u001f', '\u007f'])(
    'refuse an event name with the control character %j as INVALID',
    (control) => {
      for (const schema of [createEventBodySchema, updateEventBodySchema]) {
        const result = schema.safeParse({
          name: `Charity${control}run`,
          description: '',
          startDate: '2026-05-01',
          endDate: '2026-05-10',
        });
        expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
          ['name', 'INVALID'],
        ]);
      }
    },
  );

  it('accept an event name with accents, emoji and inner spaces', () => {
    const result = createEventBodySchema.safeParse({
      name: 'Spendenlauf für Zoë 🏃 2026',
      description: '',
      startDate: '2026-05-01',
      endDate: '2026-05-10',
    });
    expect(result.success).toBe(true);
  });
});
