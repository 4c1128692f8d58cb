import { addDays, dayIn } from '@cc/shared/time/calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventParticipants } from '../../db/schema';
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

async function participations(eventId: string) {
  return t.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, eventId));
}

describe('POST /api/profile/registerEvent', () => {
  it('joins a running event and answers it with my zero totals', async () => {
    const user = await buildUser(t.db);
    const event = await buildEvent(t.db, today);
    const res = await registerForEvent(t, await authHeader(t.db, user.id), event.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: event.id,
      state: 'running',
      isRegistered: true,
      participantCount: 1,
      myTotalKm: 0,
      myTotalMile: 0,
      myActivityCount: 0,
    });
    expect(await participations(event.id)).toEqual([
      expect.objectContaining({ userId: user.id, totalKmTenths: 0 }),
    ]);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: await authHeader(t.db, user.id),
    });
    expect(profile.json().events).toEqual([event.id]);
  });

  it('allows joining before the start', async () => {
    const user = await buildUser(t.db);
    const event = await buildEvent(t.db, today, {
      startDate: addDays(today, 1),
      endDate: addDays(today, 5),
    });
    const res = await registerForEvent(t, await authHeader(t.db, user.id), event.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'upcoming', isRegistered: true });
  });

  it('refuses joining twice with ALREADY_REGISTERED, counting one participation', async () => {
    const user = await buildUser(t.db);
    const headers = await authHeader(t.db, user.id);
    const event = await buildEvent(t.db, today);
    expect((await registerForEvent(t, headers, event.id)).statusCode).toBe(200);
    const again = await registerForEvent(t, headers, event.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: { msg: 'ALREADY_REGISTERED' } });
    expect(await participations(event.id)).toHaveLength(1);
    expect((await reloadEvent(t.db, event.id))?.participantCount).toBe(1);
  });

  it('lets exactly one of two concurrent joins succeed', async () => {
    const user = await buildUser(t.db);
    const headers = await authHeader(t.db, user.id);
    const event = await buildEvent(t.db, today);
    const results = await Promise.all([
      registerForEvent(t, headers, event.id),
      registerForEvent(t, headers, event.id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      errors: { msg: 'ALREADY_REGISTERED' },
    });
    expect(await participations(event.id)).toHaveLength(1);
    expect((await reloadEvent(t.db, event.id))?.participantCount).toBe(1);
  });

  it('refuses an event that has ended with EVENT_ENDED', async () => {
    const user = await buildUser(t.db);
    const event = await buildEvent(t.db, today, {
      startDate: addDays(today, -5),
      endDate: addDays(today, -1),
    });
    const res = await registerForEvent(t, await authHeader(t.db, user.id), event.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'EVENT_ENDED' } });
    expect(await participations(event.id)).toEqual([]);
    expect((await reloadEvent(t.db, event.id))?.participantCount).toBe(0);
  });

  it('answers 404 for an unknown event and a malformed id', async () => {
    const headers = await authHeader(t.db, (await buildUser(t.db)).id);
    const unknown = await registerForEvent(t, headers, '01a1fe05-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    const malformed = await registerForEvent(t, headers, 'nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.fields).toEqual({ eventId: ['NOT_FOUND'] });
  });

  it('is for participants only: 403 for an administrator, 401 anonymous', async () => {
    const event = await buildEvent(t.db, today);
    const admin = await buildAdmin(t.db);
    const res = await registerForEvent(t, await authHeader(t.db, admin.id), event.id);
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/profile/registerEvent',
      payload: { eventId: event.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await participations(event.id)).toEqual([]);
  });
});

describe('GET /api/profile/events', () => {
  it('lists only my events, end date newest first, with my own totals', async () => {
    const [me, other] = [await buildUser(t.db), await buildUser(t.db)];
    const ended = await buildEvent(t.db, today, {
      startDate: addDays(today, -30),
      endDate: addDays(today, -20),
    });
    const running = await buildEvent(t.db, today);
    const later = await buildEvent(t.db, today, {
      startDate: addDays(today, 10),
      endDate: addDays(today, 40),
    });
    await buildEvent(t.db, today, { endDate: addDays(today, 100) });
    await joinEvent(t.db, ended.id, me.id, { km: 123, mile: 76, count: 2 });
    await joinEvent(t.db, running.id, me.id, { km: 40, mile: 25, count: 1 });
    await joinEvent(t.db, running.id, other.id, { km: 500 });
    await joinEvent(t.db, later.id, me.id);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile/events',
      headers: await authHeader(t.db, me.id),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalDocs: 3, page: 1, totalPages: 1, hasNextPage: false });
    expect(body.docs.map((d: { _id: string }) => d._id)).toEqual([later.id, running.id, ended.id]);
    expect(body.docs[1]).toMatchObject({
      state: 'running',
      isRegistered: true,
      participantCount: 2,
      totalKm: 54,
      myTotalKm: 4,
      myTotalMile: 2.5,
      myActivityCount: 1,
    });
    expect(body.docs[2]).toMatchObject({ state: 'ended', myTotalKm: 12.3, myActivityCount: 2 });
  });

  it('answers an empty list before I join anything', async () => {
    const user = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile/events',
      headers: await authHeader(t.db, user.id),
    });
    expect(res.json()).toEqual({
      docs: [],
      totalDocs: 0,
      page: 1,
      limit: 1,
      totalPages: 1,
      hasNextPage: false,
    });
  });
});
