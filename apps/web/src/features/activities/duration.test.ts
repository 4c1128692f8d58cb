import { describe, expect, it } from 'vitest';
import { readDuration, toDurationValue } from './duration';

describe('a typed duration', () => {
  it('is none when both parts are empty, and an hour or minutes alone otherwise', () => {
    expect(readDuration({ hours: '', minutes: ' ' })).toBeNull();
    expect(readDuration({ hours: 2, minutes: '' })).toBe(120);
    expect(readDuration({ hours: '', minutes: 45 })).toBe(45);
    expect(readDuration({ hours: '1', minutes: '05' })).toBe(65);
  });

  it('takes 1 to 1440 whole minutes, as the server does, and refuses just outside', () => {
    expect(readDuration({ hours: 0, minutes: 1 })).toBe(1);
    expect(readDuration({ hours: 24, minutes: 0 })).toBe(1440);
    expect(readDuration({ hours: 0, minutes: 0 })).toBe('DURATION_INVALID');
    expect(readDuration({ hours: 24, minutes: 1 })).toBe('DURATION_INVALID');
  });

  it('refuses a minutes part of 60 or more, fractions and text', () => {
    expect(readDuration({ hours: 1, minutes: 60 })).toBe('DURATION_INVALID');
    expect(readDuration({ hours: '1.5', minutes: '' })).toBe('DURATION_INVALID');
    expect(readDuration({ hours: 'abc', minutes: 5 })).toBe('DURATION_INVALID');
    expect(readDuration({ hours: -1, minutes: 30 })).toBe('DURATION_INVALID');
  });

  it('splits a stored duration into hours and minutes, and none into empty parts', () => {
    expect(toDurationValue(95)).toEqual({ hours: 1, minutes: 35 });
    expect(toDurationValue(null)).toEqual({ hours: '', minutes: '' });
    expect(toDurationValue(undefined)).toEqual({ hours: '', minutes: '' });
  });
});
