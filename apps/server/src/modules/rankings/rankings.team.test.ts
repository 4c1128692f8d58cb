import { dayIn } from '@cc/shared/time/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildTeam, buildUser, joinEvent } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  today = dayIn(t.config.timeZone);
});
afterAll(() => t.close());

describe('GET /api/activities/ranking/team', () => {
  it('sums the totals of members who joined the event, averages them and ranks teams with ties', async () => {
    const event = await buildEvent(t.db, today);
    const other = await buildEvent(t.db, today);
    const [alpha, beta, gamma, empty] = await Promise.all(
      ['Alpha', 'Beta', 'Gamma', 'Empty'].map((name) => buildTeam(t.db, { name })),
    );
    const member = (teamId: string) => buildUser(t.db, { teamId });
    const [a1, a2, a3, b1, g1, g2, loner] = await Promise.all([
      member(alpha!.id),
      member(alpha!.id),
      member(alpha!.id),
      member(beta!.id),
      member(gamma!.id),
      member(gamma!.id),
      buildUser(t.db),
    ]);
    await joinEvent(t.db, event.id, a1.id, { km: 100, mile: 62 });
    await joinEvent(t.db, event.id, a2.id, { km: 50, mile: 31 });
    // a3 has not joined this event: neither counted nor averaged.
    await joinEvent(t.db, other.id, a3.id, { km: 999 });
    await joinEvent(t.db, event.id, b1.id, { km: 150, mile: 93 });
    await joinEvent(t.db, event.id, g1.id, { km: 20, mile: 12 });
    await joinEvent(t.db, event.id, g2.id);
    await joinEvent(t.db, event.id, loner.id, { km: 5000 });

    const res = await callAs(t, a1.id, 'GET', `/api/activities/ranking/team?event_id=${event.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalDocs: 4, page: 1, totalPages: 1, hasNextPage: false });
    expect(body.docs).toEqual([
      {
        rank: 1,
        teamId: alpha!.id,
        name: 'Alpha',
        memberCount: 2,
        distanceKm: 15,
        distanceMile: 9.3,
        averageKm: 7.5,
        averageMile: 4.65,
        isMine: true,
      },
      {
        rank: 1,
        teamId: beta!.id,
        name: 'Beta',
        memberCount: 1,
        distanceKm: 15,
        distanceMile: 9.3,
        averageKm: 15,
        averageMile: 9.3,
        isMine: false,
      },
      {
        rank: 3,
        teamId: gamma!.id,
        name: 'Gamma',
        memberCount: 2,
        distanceKm: 2,
        distanceMile: 1.2,
        averageKm: 1,
        averageMile: 0.6,
        isMine: false,
      },
      {
        rank: 4,
        teamId: empty!.id,
        name: 'Empty',
        memberCount: 0,
        distanceKm: 0,
        distanceMile: 0,
        averageKm: 0,
        averageMile: 0,
        isMine: false,
      },
    ]);

    const reversed = await callAs(
      t,
      a3.id,
      'GET',
      `/api/activities/ranking/team?event_id=${event.id}&order=-1&limit=3`,
    );
    expect(
      reversed.json().docs.map((d: { rank: number; name: string }) => [d.rank, d.name]),
    ).toEqual([
      [4, 'Empty'],
      [3, 'Gamma'],
      [1, 'Beta'],
    ]);
    expect(reversed.json().hasNextPage).toBe(true);
    // a3 is in Alpha even without joining the event.
    const page2 = await callAs(
      t,
      a3.id,
      'GET',
      `/api/activities/ranking/team?event_id=${event.id}&order=-1&limit=3&page=2`,
    );
    expect(page2.json().docs).toMatchObject([{ name: 'Alpha', isMine: true }]);
  });
});
