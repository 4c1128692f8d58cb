import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEvent, buildUser, eventTargets } from '../../test/factories';
import { callAs } from '../../test/requests';
import { expectGroupsMatchRecount } from '../../test/stored-groups';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import { readSheet } from '../../test/workbook';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await buildAdmin(t.db, { language: 'EN' })).id;
});
afterAll(() => t.close());

/**
 * A 10-day event, 5 days in (4 days ago to 5 days ahead), target 100 km, with three
 * participants: Staff/DE logs 6 km 3 days ago and 4 km today, Staff/AT 5 km yesterday,
 * and a Customer/DE who has not started.
 */
async function runningEvent() {
  const event = await buildEvent(t.db, dayFromToday(t), {
    name: 'Spring Run',
    startDate: dayFromToday(t, -4),
    endDate: dayFromToday(t, 5),
    ...eventTargets(100),
  });
  const join = async (
    userType: 'Staff' | 'Customer',
    country: string,
    entries: Array<[number, number]>,
  ) => {
    const user = await buildUser(t.db, { userType, country });
    await callAs(t, user.id, 'POST', '/api/profile/registerEvent', { eventId: event.id });
    const ids: string[] = [];
    for (const [day, distanceKm] of entries) {
      const res = await callAs(t, user.id, 'POST', '/api/activities', {
        eventId: event.id,
        date: dayFromToday(t, day),
        distanceKm,
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json()._id);
    }
    return { user, ids };
  };
  const first = await join('Staff', 'DE', [
    [-3, 6],
    [0, 4],
  ]);
  const second = await join('Staff', 'AT', [[-1, 5]]);
  await join('Customer', 'DE', []);
  return { event, first, second };
}

const insights = (userId: string, eventId: string) =>
  callAs(t, userId, 'GET', `/api/events/${eventId}/insights`);

describe('GET /api/events/:id/insights', () => {
  it('tells participation, km against the target to date, the forecast at the last days’ pace, the days and the groups', async () => {
    const { event } = await runningEvent();
    const res = await insights(admin, event.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      eventId: event.id,
      registered: 3,
      active: 2,
      activeLast7Days: 2,
      totalKm: 15,
      targetKm: 100,
      // 5 of 10 days gone.
      targetToDateKm: 50,
      // 15 km in the 5 days so far is 3 km a day; 5 days are left after today.
      forecastKm: 30,
      onTrack: false,
    });
    expect(body.days).toEqual([
      { date: dayFromToday(t, -4), km: 0, activities: 0, newParticipants: 0 },
      { date: dayFromToday(t, -3), km: 6, activities: 1, newParticipants: 0 },
      { date: dayFromToday(t, -2), km: 0, activities: 0, newParticipants: 0 },
      { date: dayFromToday(t, -1), km: 5, activities: 1, newParticipants: 0 },
      // All three joined today (and logged earlier days since).
      { date: dayFromToday(t, 0), km: 4, activities: 1, newParticipants: 3 },
    ]);
    expect(body.groups.userType).toMatchObject([
      { segment: 'Staff', registered: 2, active: 2, totalKm: 15, avgKmPerActive: 7.5, rank: 1 },
      { segment: 'Customer', registered: 1, active: 0, totalKm: 0, participationRate: 0, rank: 2 },
    ]);
    expect(body.groups.country.map((g: { segment: string }) => g.segment)).toEqual(['DE', 'AT']);
    await expectGroupsMatchRecount(t.db, event.id);
  });

  it('drops an excluded activity from its day, its group and the active count, and takes it back when reinstated', async () => {
    const { event, second } = await runningEvent();
    const id = second.ids[0]!;
    const exclude = await callAs(t, admin, 'POST', `/api/activities/${id}/review`, {
      action: 'exclude',
      reason: 'Entered twice',
    });
    expect(exclude.statusCode).toBe(200);
    const body = (await insights(admin, event.id)).json();
    expect(body).toMatchObject({ active: 1, activeLast7Days: 1, totalKm: 10 });
    expect(body.days[3]).toMatchObject({ km: 0, activities: 0 });
    await expectGroupsMatchRecount(t.db, event.id);

    await callAs(t, admin, 'POST', `/api/activities/${id}/review`, { action: 'reinstate' });
    expect((await insights(admin, event.id)).json()).toMatchObject({
      active: 2,
      activeLast7Days: 2,
      totalKm: 15,
    });
    await expectGroupsMatchRecount(t.db, event.id);
  });

  it('is for administrators only', async () => {
    const { event, first } = await runningEvent();
    expect((await insights(first.user.id, event.id)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/events/${event.id}/insights`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await insights(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await insights(admin, 'not-an-id')).statusCode).toBe(404);
  });
});

describe('insights downloads', () => {
  const download = async (url: string, headers: Record<string, string> = {}) => {
    const res = await callAs(t, admin, 'GET', url, undefined, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    return { res, ...(await readSheet(res.rawPayload)) };
  };

  it('writes the group board of a grouping in the administrator’s language', async () => {
    const { event } = await runningEvent();
    const { res, name, rows } = await download(
      `/api/events/${event.id}/insights/groups.xlsx?by=country`,
      {
        'accept-language': 'de',
      },
    );
    expect(res.headers['content-disposition']).toContain('groups_country_Spring_Run.xlsx');
    expect(name).toBe('Gruppen');
    expect(rows[0]).toEqual([
      'Land',
      'Angemeldet',
      'Aktiv',
      'Beteiligung',
      'Gesamtstrecke (km)',
      'km pro aktiver Person',
      'km pro angemeldeter Person',
      'Platz',
    ]);
    expect(rows.slice(1)).toEqual([
      ['Deutschland', 2, 1, 0.5, 10, 10, 5, 1],
      ['Österreich', 1, 1, 1, 5, 5, 5, 2],
    ]);
  });

  it('writes every day so far', async () => {
    const { event } = await runningEvent();
    const { rows } = await download(`/api/events/${event.id}/insights/days.xlsx`);
    expect(rows[0]).toEqual(['Date', 'Distance (km)', 'Activities', 'New participants']);
    expect(rows).toHaveLength(6);
    expect(rows[5]).toEqual([dayFromToday(t, 0), 4, 1, 3]);
  });

  it('answers a clear 400 for a grouping it does not know', async () => {
    const { event } = await runningEvent();
    const res = await callAs(
      t,
      admin,
      'GET',
      `/api/events/${event.id}/insights/groups.xlsx?by=shoe`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.fields).toEqual({ by: ['GROUPING_INVALID'] });
  });
});

describe('PATCH /api/events/:id/participants/:userId', () => {
  it('lets an administrator correct the groups of a participation, moving its kilometres', async () => {
    const { event, first, second } = await runningEvent();
    const path = `/api/events/${event.id}/participants/${first.user.id}`;
    const res = await callAs(t, admin, 'PATCH', path, { userType: 'Supplier', country: 'at' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      eventId: event.id,
      userId: first.user.id,
      userType: 'Supplier',
      country: 'AT',
    });
    const groups = (await insights(admin, event.id)).json().groups;
    expect(groups.userType).toMatchObject([
      { segment: 'Supplier', totalKm: 10 },
      { segment: 'Staff', totalKm: 5 },
      { segment: 'Customer', totalKm: 0 },
    ]);
    expect(groups.country).toMatchObject([
      { segment: 'AT', registered: 2, totalKm: 15 },
      { segment: 'DE' },
    ]);
    await expectGroupsMatchRecount(t.db, event.id);

    expect((await callAs(t, second.user.id, 'PATCH', path, { country: 'DE' })).statusCode).toBe(
      403,
    );
    const stranger = await buildUser(t.db);
    const notJoined = `/api/events/${event.id}/participants/${stranger.id}`;
    expect((await callAs(t, admin, 'PATCH', notJoined, { country: 'DE' })).statusCode).toBe(404);
    const bad = await callAs(t, admin, 'PATCH', path, { country: 'Narnia', userType: 'Boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fields).toEqual({
      country: ['COUNTRY_REQUIRED'],
      userType: ['USER_TYPE_REQUIRED'],
    });
  });
});
