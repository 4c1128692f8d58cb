import { addDays, dayIn } from '@cc/shared/time/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildEvent, buildUser, joinEvent } from '../../test/factories';
import { reloadEvent } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerForEvent } from './events.test-support';

let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  today = dayIn(t.config.timeZone);
});
afterAll(() => t.close());

const ids = (page: { docs: Array<{ _id: string }> }) => page.docs.map((d) => d._id);

async function get(headers: { authorization: string }, url: string) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('event status (decision 034): 1 visible, 0 hidden from participants', () => {
  it('leaves a hidden event out of every list a participant reads, and answers it as not found', async () => {
    const user = await buildUser(t.db);
    const headers = await authHeader(t.db, user.id);
    const visible = await buildEvent(t.db, today);
    const hidden = await buildEvent(t.db, today, { status: 0 });
    // Joined while it was visible, then hidden by an administrator.
    await joinEvent(t.db, hidden.id, user.id);
    await joinEvent(t.db, visible.id, user.id);

    const open = (await get(headers, '/api/events/all?include=all')).json();
    expect(ids(open)).toContain(visible.id);
    expect(ids(open)).not.toContain(hidden.id);
    expect(open.totalDocs).toBe(ids(open).length);
    expect(ids((await get(headers, '/api/profile/events')).json())).toEqual([visible.id]);

    for (const url of [`/api/events/${hidden.id}`, `/api/events/${hidden.id}/progress`]) {
      const res = await get(headers, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    }
  });

  it('shows a hidden event to administrators, in the table, the list and by id', async () => {
    const admin = await buildAdmin(t.db);
    const headers = await authHeader(t.db, admin.id);
    const hidden = await buildEvent(t.db, today, { status: 0, name: 'Draft challenge' });

    const table = (await get(headers, '/api/events?filter=Draft%20challenge')).json();
    expect(table.docs).toEqual([expect.objectContaining({ _id: hidden.id, status: 0 })]);
    expect(ids((await get(headers, '/api/events/all?include=all&limit=100')).json())).toContain(
      hidden.id,
    );
    const one = await get(headers, `/api/events/${hidden.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ _id: hidden.id, status: 0 });
  });

  it('refuses to join a hidden event with EVENT_HIDDEN and stores nothing', async () => {
    const user = await buildUser(t.db);
    const hidden = await buildEvent(t.db, today, { status: 0 });

    const res = await registerForEvent(t, await authHeader(t.db, user.id), hidden.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'EVENT_HIDDEN' } });
    expect((await reloadEvent(t.db, hidden.id))?.participantCount).toBe(0);
  });

  it('refuses activities in a hidden event with EVENT_HIDDEN', async () => {
    const user = await buildUser(t.db);
    const hidden = await buildEvent(t.db, today, { status: 0 });
    await joinEvent(t.db, hidden.id, user.id);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers: await authHeader(t.db, user.id),
      payload: { eventId: hidden.id, date: addDays(today, -1), distanceKm: 5 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'EVENT_HIDDEN' } });
  });

  it('lets an administrator hide and show an event, and refuses any other status', async () => {
    const admin = await buildAdmin(t.db);
    const headers = await authHeader(t.db, admin.id);
    const event = await buildEvent(t.db, today);
    const patch = (status: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/events/${event.id}`,
        headers,
        payload: { status },
      });

    expect((await patch(0)).json()).toMatchObject({ status: 0 });
    expect((await reloadEvent(t.db, event.id))?.status).toBe(0);
    expect((await patch(1)).json()).toMatchObject({ status: 1 });

    const refused = await patch(2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: { msg: 'VALIDATION_FAILED', fields: { status: ['INVALID'] } },
    });
    expect((await reloadEvent(t.db, event.id))?.status).toBe(1);
  });

  it('stores no status but 0 and 1 (a check constraint)', async () => {
    await expect(buildEvent(t.db, today, { status: 2 })).rejects.toThrow();
  });
});
