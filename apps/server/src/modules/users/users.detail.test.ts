import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildActivity,
  buildAdmin,
  buildEvent,
  buildTeam,
  buildUser,
  joinEvent,
} from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await buildAdmin(t.db)).id;
});
afterAll(() => t.close());

const unknownId = '01a1fe05-0000-7000-8000-000000000000';

describe('GET /api/users/:id/detail', () => {
  it('shows the admin fields, team, events with distance and rank, and the last 10 activities', async () => {
    const today = dayFromToday(t);
    const team = await buildTeam(t.db, { name: 'Finance' });
    const user = await buildUser(t.db, {
      firstName: 'Lena',
      lastName: 'Lang',
      teamId: team.id,
      activityType: 'Walking',
      company: 'ACME',
    });
    const older = await buildEvent(t.db, today, {
      name: 'Spring run',
      startDate: dayFromToday(t, -60),
      endDate: dayFromToday(t, -30),
    });
    const running = await buildEvent(t.db, today, { name: 'Summer run', status: 0 });
    // Summer run: one ahead (30 km), one level with Lena (12.5 km, same rank), one behind.
    for (const km of [300, 125, 10]) {
      await joinEvent(t.db, running.id, (await buildUser(t.db)).id, { km });
    }
    await joinEvent(t.db, running.id, user.id);
    await joinEvent(t.db, older.id, user.id);
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      const event = i < 5 ? older : running;
      ids.push(
        await buildActivity(t.db, {
          eventId: event.id,
          userId: user.id,
          date: dayFromToday(t, i - 40),
          km: i < 5 ? 10 : 25,
          countInTotals: true,
        }),
      );
    }

    const res = await callAs(t, adminId, 'GET', `/api/users/${user.id}/detail`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      _id: user.id,
      email: user.email,
      firstName: 'Lena',
      lastName: 'Lang',
      role: 'user',
      status: true,
      verified: true,
      company: 'ACME',
      teamName: 'Finance',
      activityType: 'Walking',
    });
    // Newest end date first; the hidden event shows too (administrators see it).
    expect(body.events).toEqual([
      {
        eventId: running.id,
        name: 'Summer run',
        startDate: running.startDate,
        endDate: running.endDate,
        status: 0,
        distanceKm: 15,
        distanceMile: 9.6, // 6 x 1.6, each activity converted once
        activityCount: 6,
        rank: 2,
        participantCount: 4,
      },
      {
        eventId: older.id,
        name: 'Spring run',
        startDate: older.startDate,
        endDate: older.endDate,
        status: 1,
        distanceKm: 5,
        distanceMile: 3, // 5 x 0.6
        activityCount: 5,
        rank: 1,
        participantCount: 1,
      },
    ]);
    expect(body.lastActivities).toHaveLength(10);
    expect(body.lastActivities.map((a: { _id: string }) => a._id)).toEqual(ids.slice(1).reverse());
    expect(body.lastActivities[0]).toEqual({
      _id: ids[10],
      eventId: running.id,
      eventName: 'Summer run',
      date: dayFromToday(t, -30),
      distanceKm: 2.5,
      distanceMile: 1.6,
      createdAt: expect.any(String),
    });
  });

  it('shows a user without events or activities', async () => {
    const user = await buildUser(t.db);
    const res = await callAs(t, adminId, 'GET', `/api/users/${user.id}/detail`);
    expect(res.json()).toMatchObject({ _id: user.id, events: [], lastActivities: [] });
  });

  it('answers NOT_FOUND for an unknown user, 403 to participants and 401 to nobody', async () => {
    const missing = await callAs(t, adminId, 'GET', `/api/users/${unknownId}/detail`);
    expect(missing.statusCode).toBe(404);
    const user = await buildUser(t.db);
    const asUser = await callAs(t, user.id, 'GET', `/api/users/${user.id}/detail`);
    expect(asUser.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}/detail` });
    expect(anonymous.statusCode).toBe(401);
  });
});
