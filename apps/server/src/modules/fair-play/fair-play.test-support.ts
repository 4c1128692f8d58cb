import { FAIR_PLAY_DEFAULTS } from '@cc/shared/fair-play/fair-play.rules';
import { expect } from 'vitest';
import { callAs } from '../../test/requests';
import type { TestApp } from '../../test/test-app';

/** Requests the fair play tests share (issue 25, decision 071). */

/** Saves an event's fair play settings as an administrator: the defaults with `changes`. */
export async function setFairPlay(
  t: TestApp,
  adminId: string,
  eventId: string,
  changes: Partial<typeof FAIR_PLAY_DEFAULTS> = {},
) {
  const res = await callAs(t, adminId, 'PUT', `/api/events/${eventId}/fairPlay`, {
    ...FAIR_PLAY_DEFAULTS,
    ...changes,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Switches an event's checks off: every entry then counts as it is. */
export async function withoutFairPlayChecks(t: TestApp, adminId: string, eventId: string) {
  await setFairPlay(t, adminId, eventId, { enabled: false });
}
