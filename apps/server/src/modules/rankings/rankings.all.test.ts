import { addDays, dayIn } from '@cc/shared/time/calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  buildAdmin,
  buildEvent,
  buildFriendship,
  buildUser,
  joinEvent,
} from '../../test/factories';
import { callAs } from '../../test/requests';
import { signedAddressOf } from '../../test/stored';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ranked } from './rankings.test-support';

let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  today = dayIn(t.config.timeZone);
});
afterAll(() => t.close());

/**
 * An event with six participants: Anna 50 km, Berta and Carla 30 km, Dora 10 km, Yves and
 * Zora 0 km. Names keep the display order inside a tie predictable.
 */
async function sixParticipants() {
  const event = await buildEvent(t.db, today);
  const [anna, berta, carla, dora, yves, zora] = await Promise.all(
    ['Anna', 'Berta', 'Carla', 'Dora', 'Yves', 'Zora'].map((firstName) =>
      buildUser(t.db, { firstName, lastName: 'Lauf' }),
    ),
  );
  await joinEvent(t.db, event.id, anna!.id, { km: 500, mile: 311 });
  await joinEvent(t.db, event.id, carla!.id, { km: 300, mile: 186 });
  await joinEvent(t.db, event.id, berta!.id, { km: 300, mile: 186 });
  await joinEvent(t.db, event.id, dora!.id, { km: 100, mile: 62 });
  await joinEvent(t.db, event.id, zora!.id);
  await joinEvent(t.db, event.id, yves!.id);
  return {
    event,
    anna: anna!,
    berta: berta!,
    carla: carla!,
    dora: dora!,
    yves: yves!,
    zora: zora!,
  };
}

describe('GET /api/activities/ranking/all', () => {
  it('ranks by total with shared ranks for ties and 0 km last, ordered by name inside a tie', async () => {
    const { event, anna, dora } = await sixParticipants();
    const res = await callAs(t, dora.id, 'GET', `/api/activities/ranking/all?event_id=${event.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ranked(body)).toEqual([
      [1, 'Anna Lauf'],
      [2, 'Berta Lauf'],
      [2, 'Carla Lauf'],
      [4, 'Dora Lauf'],
      [5, 'Yves Lauf'],
      [5, 'Zora Lauf'],
    ]);
    expect(body).toMatchObject({
      totalDocs: 6,
      page: 1,
      limit: 10,
      totalPages: 1,
      hasNextPage: false,
    });
    expect(body.docs[0]).toEqual({
      rank: 1,
      creatorId: anna.id,
      displayName: 'Anna Lauf',
      avatar: null,
      country: 'DE',
      distanceKm: 50,
      distanceMile: 31.1,
      isFriend: 'NO',
      isAnonymous: false,
      isMe: false,
      acceptFriendship: true,
    });
    expect(body.docs[3]).toMatchObject({ creatorId: dora.id, isMe: true, distanceKm: 10 });
  });

  it('keeps ranks across page boundaries, also when a tie spans two pages', async () => {
    const { event, dora } = await sixParticipants();
    const page = async (n: number) =>
      (
        await callAs(
          t,
          dora.id,
          'GET',
          `/api/activities/ranking/all?event_id=${event.id}&limit=2&page=${n}`,
        )
      ).json();

    const first = await page(1);
    expect(ranked(first)).toEqual([
      [1, 'Anna Lauf'],
      [2, 'Berta Lauf'],
    ]);
    expect(first).toMatchObject({ totalDocs: 6, totalPages: 3, hasNextPage: true });
    expect(ranked(await page(2))).toEqual([
      [2, 'Carla Lauf'],
      [4, 'Dora Lauf'],
    ]);
    const last = await page(3);
    expect(ranked(last)).toEqual([
      [5, 'Yves Lauf'],
      [5, 'Zora Lauf'],
    ]);
    expect(last.hasNextPage).toBe(false);
    expect((await page(4)).docs).toEqual([]);
  });

  it('reverses the order with order=-1 (also by distance) without changing any rank', async () => {
    const { event, dora } = await sixParticipants();
    const page = async (n: number, sort = 'rank') =>
      ranked(
        (
          await callAs(
            t,
            dora.id,
            'GET',
            `/api/activities/ranking/all?event_id=${event.id}&sort=${sort}&order=-1&limit=2&page=${n}`,
          )
        ).json(),
      );
    expect(await page(1)).toEqual([
      [5, 'Zora Lauf'],
      [5, 'Yves Lauf'],
    ]);
    expect(await page(2, 'distance')).toEqual([
      [4, 'Dora Lauf'],
      [2, 'Carla Lauf'],
    ]);
    expect(await page(3)).toEqual([
      [2, 'Berta Lauf'],
      [1, 'Anna Lauf'],
    ]);
  });

  it('shows a Private participant as Anonymous to others but as themself to themself', async () => {
    const { event, carla, dora } = await sixParticipants();
    await t.db
      .update(users)
      .set({ activityShare: 'Private', avatarKey: 'avatars/c.webp' })
      .where(eq(users.id, carla.id));
    const seenByDora = (
      await callAs(t, dora.id, 'GET', `/api/activities/ranking/all?event_id=${event.id}`)
    ).json();
    expect(seenByDora.docs[2]).toEqual({
      rank: 2,
      creatorId: null,
      displayName: 'anonymous',
      avatar: null,
      country: null,
      distanceKm: 30,
      distanceMile: 18.6,
      isFriend: 'NO',
      isAnonymous: true,
      isMe: false,
      acceptFriendship: false,
    });
    const seenByCarla = (
      await callAs(t, carla.id, 'GET', `/api/activities/ranking/all?event_id=${event.id}`)
    ).json();
    expect(seenByCarla.docs[2]).toMatchObject({
      creatorId: carla.id,
      displayName: 'Carla Lauf',
      avatar: signedAddressOf('avatars/c.webp'),
      country: 'DE',
      isAnonymous: false,
      isMe: true,
    });
  });

  it('marks accepted friends in either direction, not pending requests', async () => {
    const { event, anna, berta, carla, dora } = await sixParticipants();
    await buildFriendship(t.db, anna.id, dora.id);
    await buildFriendship(t.db, dora.id, berta.id);
    await buildFriendship(t.db, dora.id, carla.id, 'pending');
    const body = (
      await callAs(t, dora.id, 'GET', `/api/activities/ranking/all?event_id=${event.id}`)
    ).json();
    expect(body.docs.map((d: { isFriend: string }) => d.isFriend)).toEqual([
      'YES',
      'YES',
      'NO',
      'NO',
      'NO',
      'NO',
    ]);
  });

  it('keeps ranking a participation whose account became an administrator later', async () => {
    const event = await buildEvent(t.db, today);
    const [viewer, formerUser] = await Promise.all([buildUser(t.db), buildAdmin(t.db)]);
    await joinEvent(t.db, event.id, formerUser!.id, { km: 900 });
    await joinEvent(t.db, event.id, viewer!.id, { km: 10 });
    const body = (
      await callAs(t, viewer!.id, 'GET', `/api/activities/ranking/all?event_id=${event.id}`)
    ).json();
    expect(body.totalDocs).toBe(2);
    expect(body.docs).toMatchObject([
      { creatorId: formerUser!.id, rank: 1 },
      { creatorId: viewer!.id, rank: 2 },
    ]);
  });

  it('uses my joined event with the latest end date without event_id, and no event gives no rows', async () => {
    const viewer = await buildUser(t.db);
    const earlier = await buildEvent(t.db, today, { endDate: addDays(today, 1) });
    const later = await buildEvent(t.db, today, { endDate: addDays(today, 20) });
    const notJoined = await buildEvent(t.db, today, { endDate: addDays(today, 40) });
    const other = await buildUser(t.db);
    await joinEvent(t.db, earlier.id, viewer.id, { km: 10 });
    await joinEvent(t.db, later.id, viewer.id, { km: 20 });
    await joinEvent(t.db, notJoined.id, other.id, { km: 30 });
    const body = (await callAs(t, viewer.id, 'GET', '/api/activities/ranking/all')).json();
    expect(body.docs).toMatchObject([{ creatorId: viewer.id, distanceKm: 2 }]);

    const loner = await buildUser(t.db);
    const empty = await callAs(t, loner.id, 'GET', '/api/activities/ranking/all');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      docs: [],
      totalDocs: 0,
      page: 1,
      limit: 10,
      totalPages: 1,
      hasNextPage: false,
    });
  });

  it('answers NOT_FOUND for an unknown event and FORBIDDEN to administrators', async () => {
    const [viewer, admin] = await Promise.all([buildUser(t.db), buildAdmin(t.db)]);
    const unknown = await callAs(
      t,
      viewer.id,
      'GET',
      '/api/activities/ranking/all?event_id=6f1c0e52-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
    expect((await callAs(t, admin.id, 'GET', '/api/activities/ranking/all')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/activities/ranking/all' });
    expect(anonymous.statusCode).toBe(401);
  });
});
