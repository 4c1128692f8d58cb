import { describe, expect, it } from 'vitest';
import { arrivalsBetween, type NotificationCheck } from './announcements';

const check = (unreadCount: number, id: string | null, type = 1006, isRead = false) =>
  ({
    unreadCount,
    newest: id ? { _id: id, type, modelId: null, isRead } : null,
  }) satisfies NotificationCheck;

describe('arrivalsBetween', () => {
  it('names the type of a notification that is new since the last check', () => {
    expect(arrivalsBetween(check(0, 'n-1', 1002, true), check(1, 'n-2', 1006))).toEqual([1006]);
  });

  it('takes an unread newest notification on the first check as new', () => {
    expect(arrivalsBetween(undefined, check(1, 'n-1', 1005))).toEqual([1005]);
  });

  it('finds nothing new when the newest is the same, read, or there is none', () => {
    expect(arrivalsBetween(check(1, 'n-1'), check(1, 'n-1'))).toBe('none');
    expect(arrivalsBetween(undefined, check(0, 'n-1', 1006, true))).toBe('none');
    expect(arrivalsBetween(check(0, null), check(0, null))).toBe('none');
  });

  it('cannot tell what arrived when the unread count rose by more than one', () => {
    expect(arrivalsBetween(check(1, 'n-1'), check(3, 'n-3'))).toBe('unknown');
  });
});
