import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEvent, buildUser, joinEvent } from '../../test/factories';
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

describe('GET /api/events/:id/detail', () => {
  it('shows a hidden event with its participants, total against the target and top ten', async () => {
    const event = await buildEvent(t.db, dayFromToday(t), {
      name: 'Draft run',
      status: 0,
      maximumKmHundredths: 20_000,
      maximumMileHundredths: 12_427,
    });
    // Twelve participants: 50.0, 45.0, 45.0, 40.0, ... km; the last two with 0.
    const totals = [500, 450, 450, 400, 350, 300, 250, 200, 150, 100, 0, 0];
    const people = [];
    for (const [i, km] of totals.entries()) {
      const user = await buildUser(t.db, {
        firstName: `P${i}`,
        lastName: 'Runner',
        displayName: `Runner ${String.fromCharCode(65 + i)}`,
      });
      await joinEvent(t.db, event.id, user.id, { km, count: km > 0 ? 2 : 0 });
      people.push(user);
    }

    const res = await callAs(t, adminId, 'GET', `/api/events/${event.id}/detail`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      _id: event.id,
      name: 'Draft run',
      status: 0,
      participantCount: 12,
      totalKm: 315,
      maximumKm: 200,
      percentReached: 157.5,
    });
    expect(body.topParticipants).toHaveLength(10);
    expect(body.topParticipants.slice(0, 4)).toEqual([
      {
        rank: 1,
        userId: people[0]!.id,
        firstName: 'P0',
        lastName: 'Runner',
        displayName: 'Runner A',
        distanceKm: 50,
        distanceMile: 31.1,
        activityCount: 2,
      },
      expect.objectContaining({ rank: 2, displayName: 'Runner B', distanceKm: 45 }),
      expect.objectContaining({ rank: 2, displayName: 'Runner C', distanceKm: 45 }),
      expect.objectContaining({ rank: 4, displayName: 'Runner D', distanceKm: 40 }),
    ]);
    expect(body.topParticipants.at(-1)).toMatchObject({ rank: 10, distanceKm: 10 });
  });

  it('shows an event nobody joined', async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const res = await callAs(t, adminId, 'GET', `/api/events/${event.id}/detail`);
    expect(res.json()).toMatchObject({
      participantCount: 0,
      totalKm: 0,
      percentReached: 0,
      topParticipants: [],
    });
  });

  it('answers NOT_FOUND for an unknown event, 403 to participants and 401 to nobody', async () => {
    const missing = await callAs(t, adminId, 'GET', `/api/events/${unknownId}/detail`);
    expect(missing.statusCode).toBe(404);
    const event = await buildEvent(t.db, dayFromToday(t));
    const user = await buildUser(t.db);
    const asUser = await callAs(t, user.id, 'GET', `/api/events/${event.id}/detail`);
    expect(asUser.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/detail` });
    expect(anonymous.statusCode).toBe(401);
  });
});
