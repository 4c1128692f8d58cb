import { dayIn } from '@cc/shared/time/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildEvent, buildTeam, buildUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { expectGroupsMatchRecount } from '../../test/stored-groups';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  today = dayIn(t.config.timeZone);
});
afterAll(() => t.close());

/** A user who joins the event through the API and logs these kilometres, one entry each. */
async function participant(
  eventId: string,
  kms: number[],
  user: Parameters<typeof buildUser>[1] = {},
) {
  const u = await buildUser(t.db, user);
  expect(
    (await callAs(t, u.id, 'POST', '/api/profile/registerEvent', { eventId })).statusCode,
  ).toBe(200);
  for (const distanceKm of kms) {
    const res = await callAs(t, u.id, 'POST', '/api/activities', {
      eventId,
      date: today,
      distanceKm,
    });
    expect(res.statusCode).toBe(201);
  }
  return u;
}

const segments = (userId: string, query: string) =>
  callAs(t, userId, 'GET', `/api/activities/ranking/segments?${query}`);

describe('GET /api/activities/ranking/segments', () => {
  it('averages per registered and per active participant: four members, 25 km, one of them inactive', async () => {
    const event = await buildEvent(t.db, today);
    const [a] = [await participant(event.id, [10], { userType: 'Staff', country: 'DE' })];
    await participant(event.id, [10], { userType: 'Staff', country: 'DE' });
    await participant(event.id, [5], { userType: 'Staff', country: 'DE' });
    await participant(event.id, [], { userType: 'Staff', country: 'DE' });

    const res = await segments(a!.id, `event_id=${event.id}&by=userType`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      eventId: event.id,
      by: 'userType',
      metric: 'avgActive',
      minimumActive: 5,
      docs: [
        {
          segment: 'Staff',
          label: 'Staff',
          registered: 4,
          active: 3,
          totalKm: 25,
          avgKmPerActive: 8.33,
          avgKmPerRegistered: 6.25,
          participationRate: 0.75,
          // Three active: below the minimum, so no place for a participant.
          rank: null,
          isMine: true,
        },
      ],
    });
    await expectGroupsMatchRecount(t.db, event.id);
  });

  it('shows participants no place for groups under 5 active, administrators every place, in their language', async () => {
    const event = await buildEvent(t.db, today);
    const staff = [];
    for (let i = 0; i < 5; i++) staff.push(await participant(event.id, [3], { userType: 'Staff' }));
    await participant(event.id, [20], { userType: 'Family' });
    await participant(event.id, [], { userType: 'Family' });

    const asParticipant = (await segments(staff[0]!.id, `event_id=${event.id}`)).json();
    expect(
      asParticipant.docs.map((d: { segment: string; rank: number | null }) => [d.segment, d.rank]),
    ).toEqual([
      ['Family', null],
      ['Staff', 1],
    ]);

    const admin = await buildAdmin(t.db, { language: 'DE' });
    const asAdmin = await callAs(
      t,
      admin.id,
      'GET',
      `/api/activities/ranking/segments?event_id=${event.id}&metric=avgRegistered`,
    );
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().docs).toMatchObject([
      { segment: 'Family', label: 'Familie', rank: 1, avgKmPerRegistered: 10, isMine: false },
      { segment: 'Staff', label: 'Mitarbeitende', rank: 2, avgKmPerRegistered: 3 },
    ]);
    const bySum = (await segments(staff[0]!.id, `event_id=${event.id}&metric=sum`)).json();
    expect(bySum.docs.map((d: { segment: string }) => d.segment)).toEqual(['Family', 'Staff']);
  });

  it('groups by country with names and by team without deleted teams', async () => {
    const event = await buildEvent(t.db, today);
    const team = await buildTeam(t.db, { name: 'Harbour' });
    const me = await participant(event.id, [4], { country: 'AT', teamId: team!.id });
    await participant(event.id, [6], { country: 'DE' });

    const byCountry = (await segments(me.id, `event_id=${event.id}&by=country`)).json();
    expect(
      byCountry.docs.map((d: { segment: string; label: string; isMine: boolean }) => [
        d.segment,
        d.label,
        d.isMine,
      ]),
    ).toEqual([
      ['DE', 'Germany', false],
      ['AT', 'Austria', true],
    ]);
    const byTeam = (await segments(me.id, `event_id=${event.id}&by=team`)).json();
    expect(byTeam.docs).toMatchObject([
      { segment: team!.id, label: 'Harbour', registered: 1, totalKm: 4, isMine: true },
    ]);
  });

  it('answers a clear 400 for a grouping or metric it does not know', async () => {
    const user = await buildUser(t.db);
    const res = await segments(user.id, 'by=department&metric=median');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: {
        msg: 'VALIDATION_FAILED',
        fields: { by: ['GROUPING_INVALID'], metric: ['METRIC_INVALID'] },
      },
    });
  });

  it('answers no groups without an event to show', async () => {
    const user = await buildUser(t.db);
    expect((await segments(user.id, '')).json()).toMatchObject({ eventId: null, docs: [] });
  });

  it('keeps the kilometres in the group of joining when the profile changes mid-event', async () => {
    const event = await buildEvent(t.db, today);
    const mover = await participant(event.id, [12], { userType: 'Staff', country: 'DE' });
    await participant(event.id, [3], { userType: 'Customer', country: 'FR' });
    const before = (await segments(mover.id, `event_id=${event.id}`)).json().docs;

    const edit = await callAs(t, mover.id, 'PATCH', '/api/profile', {
      userType: 'Customer',
      country: 'FR',
    });
    expect(edit.statusCode).toBe(200);
    await callAs(t, mover.id, 'POST', '/api/activities', {
      eventId: event.id,
      date: today,
      distanceKm: 1,
    });

    const after = (await segments(mover.id, `event_id=${event.id}`)).json().docs;
    const staff = (docs: Array<{ segment: string; totalKm: number }>) =>
      docs.find((d) => d.segment === 'Staff');
    expect(staff(before)?.totalKm).toBe(12);
    expect(staff(after)).toMatchObject({ totalKm: 13, registered: 1, isMine: true });
    expect(after.find((d: { segment: string }) => d.segment === 'Customer')).toMatchObject({
      totalKm: 3,
      registered: 1,
    });
    await expectGroupsMatchRecount(t.db, event.id);
  });
});
