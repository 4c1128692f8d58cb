import { addDays, dayIn, startOfDayInstant } from '@cc/shared/time/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildAdmin, buildEvent, buildUser, joinEvent } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  today = dayIn(t.config.timeZone);
});
afterAll(() => t.close());

const unknownId = '01a1fe05-0000-7000-8000-000000000000';

async function listAll(headers: { authorization: string }, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/events/all${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/events/all', () => {
  it('shows upcoming and running events by default, end date newest first, hiding ended ones', async () => {
    const user = await buildUser(t.db);
    const headers = await authHeader(t.db, user.id);
    const ended = await buildEvent(t.db, today, {
      startDate: addDays(today, -10),
      endDate: addDays(today, -1),
    });
    const endsToday = await buildEvent(t.db, today, {
      startDate: addDays(today, -2),
      endDate: today,
    });
    const running = await buildEvent(t.db, today);
    const upcoming = await buildEvent(t.db, today, {
      startDate: addDays(today, 1),
      endDate: addDays(today, 20),
    });

    const open = await listAll(headers);
    expect(open.docs.map((d: { _id: string }) => d._id)).toEqual([
      upcoming.id,
      running.id,
      endsToday.id,
    ]);
    expect(open.docs.map((d: { state: string }) => d.state)).toEqual([
      'upcoming',
      'running',
      'running',
    ]);
    expect(open).toMatchObject({ totalDocs: 3, page: 1, limit: 50, hasNextPage: false });

    const all = await listAll(headers, '?include=all&sort=startDate&order=1');
    expect(all.docs.map((d: { _id: string }) => d._id)).toEqual([
      ended.id,
      running.id,
      endsToday.id,
      upcoming.id,
    ]);
    const endedOnly = await listAll(headers, '?include=ended');
    expect(endedOnly.docs).toEqual([expect.objectContaining({ _id: ended.id, state: 'ended' })]);
  });

  it('marks the events the caller has joined, per caller', async () => {
    const [me, other] = [await buildUser(t.db), await buildUser(t.db)];
    const event = await buildEvent(t.db, today, { endDate: addDays(today, 400) });
    await joinEvent(t.db, event.id, me.id, { km: 55 });
    const find = async (userId: string) =>
      (await listAll(await authHeader(t.db, userId))).docs.find(
        (d: { _id: string }) => d._id === event.id,
      );
    expect(await find(me.id)).toMatchObject({
      isRegistered: true,
      participantCount: 1,
      totalKm: 5.5,
      totalMile: 3.4,
    });
    expect(await find(other.id)).toMatchObject({ isRegistered: false, participantCount: 1 });
  });

  it('is open to administrators and refuses anonymous callers with 401', async () => {
    const admin = await buildAdmin(t.db);
    expect((await listAll(await authHeader(t.db, admin.id))).docs.length).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'GET', url: '/api/events/all' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: { msg: 'UNAUTHORIZED' } });
  });

  it('refuses an unknown include or sort', async () => {
    const headers = await authHeader(t.db, (await buildUser(t.db)).id);
    for (const query of ['?include=past', '?sort=participantCount']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/events/all${query}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.msg).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/events/:id', () => {
  it('answers one event with its timing in the platform time zone', async () => {
    const user = await buildUser(t.db);
    const event = await buildEvent(t.db, today, { description: 'Run for water' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}`,
      headers: await authHeader(t.db, user.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: event.id,
      name: event.name,
      description: 'Run for water',
      startDate: event.startDate,
      endDate: event.endDate,
      status: 1,
      maximumKm: 100,
      maximumMile: 62.14,
      totalKm: 0,
      totalMile: 0,
      participantCount: 0,
      state: 'running',
      startsAt: startOfDayInstant(event.startDate, t.config.timeZone).toISOString(),
      endsAt: startOfDayInstant(addDays(event.endDate, 1), t.config.timeZone).toISOString(),
      isRegistered: false,
    });
  });

  it.each([unknownId, 'not-a-uuid'])('answers 404 for %s', async (id) => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/events/${id}`,
      headers: await authHeader(t.db, user.id),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });
});
