import type { TestApp } from '../../test/test-app';

/** POST /api/profile/registerEvent as the holder of `headers`. */
export function registerForEvent(t: TestApp, headers: { authorization: string }, eventId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/registerEvent',
    headers,
    payload: { eventId },
  });
}
