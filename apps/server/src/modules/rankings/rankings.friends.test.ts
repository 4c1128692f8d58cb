import { dayIn } from '@cc/shared/time/calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildEvent, buildFriendship, buildUser, joinEvent } from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ranked } from './rankings.test-support';

let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  today = dayIn(t.config.timeZone);
});
afterAll(() => t.close());

describe('GET /api/activities/ranking/friends', () => {
  it('ranks me and my accepted friends who joined among ourselves, with ties', async () => {
    const event = await buildEvent(t.db, today);
    const names = ['Me', 'Fast', 'Tied', 'Idle', 'Stranger', 'Asked', 'Absent'];
    const [me, fast, tied, idle, stranger, asked, absent] = await Promise.all(
      names.map((firstName) => buildUser(t.db, { firstName, lastName: 'F' })),
    );
    await joinEvent(t.db, event.id, stranger!.id, { km: 2000 });
    await joinEvent(t.db, event.id, fast!.id, { km: 900 });
    await joinEvent(t.db, event.id, me!.id, { km: 400 });
    await joinEvent(t.db, event.id, tied!.id, { km: 400 });
    await joinEvent(t.db, event.id, idle!.id);
    await joinEvent(t.db, event.id, asked!.id, { km: 500 });
    await buildFriendship(t.db, me!.id, fast!.id);
    await buildFriendship(t.db, tied!.id, me!.id);
    await buildFriendship(t.db, idle!.id, me!.id);
    await buildFriendship(t.db, me!.id, absent!.id); // a friend who has not joined this event
    await buildFriendship(t.db, me!.id, asked!.id, 'pending');
    await buildFriendship(t.db, fast!.id, stranger!.id); // a friend of a friend is not mine

    const res = await callAs(
      t,
      me!.id,
      'GET',
      `/api/activities/ranking/friends?event_id=${event.id}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ranked(body)).toEqual([
      [1, 'Fast F'],
      [2, 'Me F'],
      [2, 'Tied F'],
      [4, 'Idle F'],
    ]);
    expect(body.totalDocs).toBe(4);
    expect(body.docs.map((d: { isFriend: string; isMe: boolean }) => [d.isFriend, d.isMe])).toEqual(
      [
        ['YES', false],
        ['NO', true],
        ['YES', false],
        ['YES', false],
      ],
    );

    const reversed = await callAs(
      t,
      me!.id,
      'GET',
      `/api/activities/ranking/friends?event_id=${event.id}&order=-1&limit=3&page=1`,
    );
    expect(ranked(reversed.json())).toEqual([
      [4, 'Idle F'],
      [2, 'Tied F'],
      [2, 'Me F'],
    ]);
    expect(reversed.json()).toMatchObject({ totalDocs: 4, totalPages: 2, hasNextPage: true });
  });

  it('shows a Private friend as Anonymous and leaves me out when I have not joined', async () => {
    const event = await buildEvent(t.db, today);
    const [me, secret] = await Promise.all([
      buildUser(t.db),
      buildUser(t.db, { activityShare: 'Private' }),
    ]);
    await joinEvent(t.db, event.id, secret.id, { km: 70 });
    await buildFriendship(t.db, me.id, secret.id);
    const body = (
      await callAs(t, me.id, 'GET', `/api/activities/ranking/friends?event_id=${event.id}`)
    ).json();
    expect(body.docs).toEqual([
      {
        rank: 1,
        creatorId: null,
        displayName: 'anonymous',
        avatar: null,
        country: null,
        distanceKm: 7,
        distanceMile: 4.3,
        isFriend: 'YES',
        isAnonymous: true,
        isMe: false,
        acceptFriendship: false,
      },
    ]);
  });
});

describe('GET /api/activities/ranking/me and /api/users/event/:eventId/ranking', () => {
  it('answers my rank among all participants, the participant count and the event total', async () => {
    const event = await buildEvent(t.db, today);
    const [me, ahead, tied, behind, admin] = await Promise.all([
      buildUser(t.db),
      buildUser(t.db),
      buildUser(t.db),
      buildUser(t.db),
      buildUser(t.db),
    ]);
    await joinEvent(t.db, event.id, ahead.id, { km: 800, mile: 497 });
    await joinEvent(t.db, event.id, me.id, { km: 300, mile: 186 });
    await joinEvent(t.db, event.id, tied.id, { km: 300, mile: 186 });
    await joinEvent(t.db, event.id, behind.id);
    await joinEvent(t.db, event.id, admin.id, { km: 5000, mile: 3107 });
    // A participant who became an administrator stays ranked (decision 021).
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));

    const expected = {
      eventId: event.id,
      creatorId: me.id,
      rank: 3,
      totalMember: 5,
      totalMemberRunKm: 640,
      totalMemberRunMile: 397.6,
      distanceKm: 30,
      distanceMile: 18.6,
    };
    const res = await callAs(t, me.id, 'GET', `/api/activities/ranking/me?event_id=${event.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
    const byPath = await callAs(t, me.id, 'GET', `/api/users/event/${event.id}/ranking`);
    expect(byPath.statusCode).toBe(200);
    expect(byPath.json()).toEqual(expected);
    expect((await callAs(t, me.id, 'GET', '/api/activities/ranking/me')).json()).toEqual(expected);
    expect(
      (await callAs(t, behind.id, 'GET', `/api/users/event/${event.id}/ranking`)).json().rank,
    ).toBe(5);
  });

  it('answers rank 0 when I have not joined, and NOT_FOUND without any event', async () => {
    const event = await buildEvent(t.db, today);
    const [me, other] = await Promise.all([buildUser(t.db), buildUser(t.db)]);
    await joinEvent(t.db, event.id, other.id, { km: 100, mile: 62 });
    expect((await callAs(t, me.id, 'GET', `/api/users/event/${event.id}/ranking`)).json()).toEqual({
      eventId: event.id,
      creatorId: me.id,
      rank: 0,
      totalMember: 1,
      totalMemberRunKm: 10,
      totalMemberRunMile: 6.2,
      distanceKm: 0,
      distanceMile: 0,
    });
    const none = await callAs(t, me.id, 'GET', '/api/activities/ranking/me');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    const unknown = await callAs(
      t,
      me.id,
      'GET',
      '/api/users/event/6f1c0e52-0000-4000-8000-000000000000/ranking',
    );
    expect(unknown.statusCode).toBe(404);
  });
});
