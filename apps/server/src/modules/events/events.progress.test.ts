import { addDays, dayIn } from '@cc/shared/time/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivity, buildAdmin, buildEvent, buildUser, joinEvent } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  today = dayIn(t.config.timeZone);
});
afterAll(() => t.close());

function progress(userId: string, eventId: string) {
  return callAs(t, userId, 'GET', `/api/events/${eventId}/progress`);
}

describe('GET /api/events/:id/progress', () => {
  it('answers my rank (ties shared), totals, percents and the daily series of a running event', async () => {
    // Seven days, today the fourth; target 70 km / 43.5 mi.
    const event = await buildEvent(t.db, today, {
      maximumKmHundredths: 7000,
      maximumMileHundredths: 4350,
    });
    const other = await buildEvent(t.db, today);
    const [me, leader, tied, idle1, idle2] = await Promise.all(
      Array.from({ length: 5 }, () => buildUser(t.db)),
    );
    await joinEvent(t.db, event.id, me!.id, { km: 300, mile: 186, count: 3 });
    await joinEvent(t.db, event.id, leader!.id, { km: 500, mile: 311 });
    await joinEvent(t.db, event.id, tied!.id, { km: 300, mile: 186 });
    await joinEvent(t.db, event.id, idle1!.id);
    await joinEvent(t.db, event.id, idle2!.id);
    const start = event.startDate;
    const mine = { eventId: event.id, userId: me!.id };
    await buildActivity(t.db, { ...mine, date: start, km: 100, mile: 62 });
    await buildActivity(t.db, { ...mine, date: addDays(start, 2), km: 150, mile: 93 });
    await buildActivity(t.db, { ...mine, date: addDays(start, 2), km: 50, mile: 31 });
    // Neither someone else's activity nor mine in another event counts.
    await buildActivity(t.db, { eventId: event.id, userId: tied!.id, date: start, km: 300 });
    await buildActivity(t.db, { eventId: other.id, userId: me!.id, date: start, km: 70 });

    const res = await progress(me!.id, event.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      eventId: event.id,
      rank: 2,
      totalMembers: 5,
      myKm: 30,
      myMile: 18.6,
      challengeKm: 110,
      challengeMile: 68.3,
      maximumKm: 70,
      maximumMile: 43.5,
      percentReached: 157.1,
      targetToDateKm: 40,
      targetToDateMile: 24.9,
      percentOfTarget: 275,
      remainingDays: 3,
      days: [
        { date: start, myCumulativeKm: 10, myCumulativeMile: 6.2, targetKm: 10, targetMile: 6.2 },
        {
          date: addDays(start, 1),
          myCumulativeKm: 10,
          myCumulativeMile: 6.2,
          targetKm: 20,
          targetMile: 12.4,
        },
        {
          date: addDays(start, 2),
          myCumulativeKm: 30,
          myCumulativeMile: 18.6,
          targetKm: 30,
          targetMile: 18.6,
        },
        { date: today, myCumulativeKm: 30, myCumulativeMile: 18.6, targetKm: 40, targetMile: 24.9 },
      ],
    });

    expect((await progress(tied!.id, event.id)).json().rank).toBe(2);
    expect((await progress(leader!.id, event.id)).json().rank).toBe(1);
    // Participants without any distance share the last rank.
    expect((await progress(idle1!.id, event.id)).json()).toMatchObject({ rank: 4, myKm: 0 });
    expect((await progress(idle2!.id, event.id)).json().rank).toBe(4);
  });

  it('counts the target to date as one day on the first day', async () => {
    const user = await buildUser(t.db);
    const event = await buildEvent(t.db, today, { startDate: today, endDate: addDays(today, 9) });
    await joinEvent(t.db, event.id, user.id);
    const body = (await progress(user.id, event.id)).json();
    expect(body).toMatchObject({
      rank: 1,
      totalMembers: 1,
      targetToDateKm: 10,
      targetToDateMile: 6.2,
      percentReached: 0,
      percentOfTarget: 0,
      remainingDays: 9,
    });
    expect(body.days).toEqual([
      { date: today, myCumulativeKm: 0, myCumulativeMile: 0, targetKm: 10, targetMile: 6.2 },
    ]);
  });

  it('reaches the full target on the last day, with no day remaining after it', async () => {
    const user = await buildUser(t.db);
    const event = await buildEvent(t.db, today, { startDate: addDays(today, -9), endDate: today });
    await joinEvent(t.db, event.id, user.id, { km: 250, mile: 155 });
    const body = (await progress(user.id, event.id)).json();
    expect(body).toMatchObject({
      targetToDateKm: 100,
      targetToDateMile: 62.1,
      percentReached: 25,
      percentOfTarget: 25,
      remainingDays: 0,
    });
    expect(body.days).toHaveLength(10);
    expect(body.days.at(-1)).toMatchObject({ date: today, targetKm: 100, targetMile: 62.1 });
  });

  it('stops the series at the end of an ended event, with no days remaining', async () => {
    const user = await buildUser(t.db);
    const event = await buildEvent(t.db, today, {
      startDate: addDays(today, -20),
      endDate: addDays(today, -11),
    });
    await joinEvent(t.db, event.id, user.id);
    const body = (await progress(user.id, event.id)).json();
    expect(body).toMatchObject({ targetToDateKm: 100, remainingDays: 0 });
    expect(body.days).toHaveLength(10);
    expect(body.days.at(-1).date).toBe(event.endDate);
  });

  it('has an empty series and a zero target before the start', async () => {
    const user = await buildUser(t.db);
    const event = await buildEvent(t.db, today, {
      startDate: addDays(today, 2),
      endDate: addDays(today, 5),
    });
    await joinEvent(t.db, event.id, user.id);
    const body = (await progress(user.id, event.id)).json();
    expect(body).toMatchObject({
      targetToDateKm: 0,
      targetToDateMile: 0,
      percentOfTarget: 0,
      remainingDays: 5,
      days: [],
    });
  });

  it('refuses a participant who has not joined with EVENT_NOT_JOINED', async () => {
    const user = await buildUser(t.db);
    const event = await buildEvent(t.db, today);
    const res = await progress(user.id, event.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: { msg: 'EVENT_NOT_JOINED' } });
  });

  it('answers 404 for an unknown event, 403 to an administrator and 401 anonymous', async () => {
    const user = await buildUser(t.db);
    const unknown = await progress(user.id, '01a1fe05-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    const event = await buildEvent(t.db, today);
    const admin = await buildAdmin(t.db);
    expect((await progress(admin.id, event.id)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/progress`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
