import { addDays, dayIn } from '@cc/shared/time/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildEvent,
  buildFriendship,
  buildTeam,
  buildUser,
  joinEvent,
} from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  today = dayIn(t.config.timeZone);
});
afterAll(() => t.close());

/** A word no other test uses, to search for the users one test creates. */
let markerCount = 0;
function marker() {
  markerCount += 1;
  return `Qv${markerCount}k${Date.now().toString(36)}`;
}

function search(viewerId: string, filter: string, extra = '') {
  return callAs(t, viewerId, 'GET', `/api/users?filter=${encodeURIComponent(filter)}${extra}`);
}

const ids = (res: { json(): { docs: Array<{ _id: string }> } }) =>
  res.json().docs.map((d) => d._id);

describe('GET /api/users as a participant (user search)', () => {
  it('matches names ignoring accents and case, sorted by display name', async () => {
    const tag = marker();
    const viewer = await buildUser(t.db);
    const jurgen = await buildUser(t.db, { firstName: 'Jürgen', lastName: `Müller${tag}` });
    const zoe = await buildUser(t.db, { firstName: 'Zoë', lastName: `muller${tag}` });
    const res = await search(viewer.id, `MULLER${tag}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([jurgen.id, zoe.id]);
    expect(res.json()).toMatchObject({ totalDocs: 2, page: 1, hasNextPage: false });
    expect(res.json().docs[0]).toEqual({
      _id: jurgen.id,
      firstName: 'Jürgen',
      lastName: `Müller${tag}`,
      displayName: jurgen.displayName,
      avatar: null,
      country: 'DE',
      isAnonymous: false,
      acceptFriendship: true,
      friendState: 'none',
      friendshipId: null,
    });
    expect(ids(await search(viewer.id, `jurgen muller${tag}`))).toEqual([jurgen.id]);
  });

  it('never matches nor returns the email address', async () => {
    const tag = marker().toLowerCase();
    const viewer = await buildUser(t.db);
    const user = await buildUser(t.db, { email: `${tag}@mail.example.com` });
    const res = await search(viewer.id, tag);
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toEqual([]);
    const byName = await search(viewer.id, user.firstName);
    expect(byName.body).not.toContain('@');
    expect(byName.body).not.toContain(tag);
  });

  it('leaves out Private, administrators, deactivated and unverified users', async () => {
    const tag = marker();
    const viewer = await buildUser(t.db);
    const shown = await buildUser(t.db, { lastName: tag, activityShare: 'Friends' });
    await buildUser(t.db, { lastName: tag, activityShare: 'Private' });
    await buildUser(t.db, { lastName: tag, role: 'admin' });
    await buildUser(t.db, { lastName: tag, status: false });
    await buildUser(t.db, { lastName: tag, verifiedAt: null });
    const res = await search(viewer.id, tag);
    expect(ids(res)).toEqual([shown.id]);
    expect(res.json().totalDocs).toBe(1);
  });

  it('answers no hits for an empty or blank filter, and treats wildcards literally', async () => {
    const viewer = await buildUser(t.db);
    await buildUser(t.db);
    for (const filter of ['', '   ', '%', '_']) {
      const res = await search(viewer.id, filter);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ docs: [], totalDocs: 0, hasNextPage: false });
    }
  });

  it('tells my standing with each hit: self, friend, pending, waiting, none', async () => {
    const tag = marker();
    const me = await buildUser(t.db, { firstName: 'A', lastName: tag });
    const friend = await buildUser(t.db, { firstName: 'B', lastName: tag });
    const asked = await buildUser(t.db, { firstName: 'C', lastName: tag });
    const asker = await buildUser(t.db, { firstName: 'D', lastName: tag });
    const stranger = await buildUser(t.db, { firstName: 'E', lastName: tag });
    const f1 = await buildFriendship(t.db, friend.id, me.id, 'accepted');
    const f2 = await buildFriendship(t.db, me.id, asked.id, 'pending');
    const f3 = await buildFriendship(t.db, asker.id, me.id, 'pending');
    const res = await search(me.id, tag);
    expect(
      res
        .json()
        .docs.map((d: { _id: string; friendState: string; friendshipId: string | null }) => [
          d._id,
          d.friendState,
          d.friendshipId,
        ]),
    ).toEqual([
      [me.id, 'self', null],
      [friend.id, 'friend', f1],
      [asked.id, 'pending', f2],
      [asker.id, 'waiting', f3],
      [stranger.id, 'none', null],
    ]);
  });

  it('pages the hits without overlap', async () => {
    const tag = marker();
    const viewer = await buildUser(t.db);
    for (let i = 0; i < 3; i += 1) await buildUser(t.db, { lastName: tag });
    const first = await search(viewer.id, tag, '&limit=2&page=1');
    const second = await search(viewer.id, tag, '&limit=2&page=2');
    expect(first.json()).toMatchObject({ totalDocs: 3, totalPages: 2, hasNextPage: true });
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(3);
  });

  it('sorts by display name Z to A for order=-1, as the app sends it, else A to Z', async () => {
    const tag = marker();
    const viewer = await buildUser(t.db);
    const anna = await buildUser(t.db, { firstName: 'anna', lastName: tag });
    const zoe = await buildUser(t.db, { firstName: 'Zoe', lastName: tag });
    const emile = await buildUser(t.db, { firstName: 'Émile', lastName: tag });
    const descending = await search(viewer.id, tag, '&sort=displayName&order=-1');
    expect(descending.statusCode).toBe(200);
    expect(ids(descending)).toEqual([zoe.id, emile.id, anna.id]);
    expect(ids(await search(viewer.id, tag, '&sort=displayName&order=1'))).toEqual([
      anna.id,
      emile.id,
      zoe.id,
    ]);
    expect(ids(await search(viewer.id, tag))).toEqual([anna.id, emile.id, zoe.id]);
  });

  it('pages Z to A without overlap or gaps', async () => {
    const tag = marker();
    const viewer = await buildUser(t.db);
    const built = [];
    for (const first of ['Bo', 'Al', 'Cy']) {
      built.push(await buildUser(t.db, { firstName: first, lastName: tag }));
    }
    const [bo, al, cy] = built.map((u) => u.id);
    const page = (n: number) => search(viewer.id, tag, `&order=-1&limit=2&page=${n}`);
    expect([...ids(await page(1)), ...ids(await page(2))]).toEqual([cy, bo, al]);
  });

  it('refuses an order other than 1 or -1', async () => {
    const viewer = await buildUser(t.db);
    const res = await search(viewer.id, 'anna', '&order=2');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ msg: 'VALIDATION_FAILED', fields: { order: ['INVALID'] } });
  });

  it('answers 50 hits a page unless the app asks for another size (spec §9: users 50)', async () => {
    const tag = marker();
    const viewer = await buildUser(t.db);
    await buildUser(t.db, { lastName: tag });
    expect((await search(viewer.id, tag)).json()).toMatchObject({ limit: 50, totalDocs: 1 });
    expect((await search(viewer.id, tag, '&limit=10')).json()).toMatchObject({ limit: 10 });
  });

  it('still answers an administrator with the admin table', async () => {
    const tag = marker();
    const admin = await buildAdmin(t.db);
    const user = await buildUser(t.db, { lastName: tag, activityShare: 'Private' });
    const res = await search(admin.id, tag);
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toEqual([expect.objectContaining({ _id: user.id, email: user.email })]);
  });
});

describe('GET /api/users/:id as a participant (public profile)', () => {
  it('answers the public profile with team name, events and my standing, never the email', async () => {
    const team = await buildTeam(t.db, { name: 'Blue' });
    const viewer = await buildUser(t.db);
    const user = await buildUser(t.db, { teamId: team.id, activityShare: 'Friends' });
    const event = await buildEvent(t.db, today);
    await joinEvent(t.db, event.id, user.id);
    const friendshipId = await buildFriendship(t.db, viewer.id, user.id, 'pending');
    const res = await callAs(t, viewer.id, 'GET', `/api/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: user.displayName,
      avatar: null,
      country: 'DE',
      isAnonymous: false,
      acceptFriendship: true,
      friendState: 'pending',
      friendshipId,
      userType: 'Staff',
      teamName: 'Blue',
      activityType: 'Running',
      events: [event.id],
    });
    expect(res.body).not.toContain(user.email);
  });

  it.each([
    ['a Private user', { activityShare: 'Private' }],
    ['an administrator', { role: 'admin' }],
    ['a deactivated user', { status: false }],
  ] as const)('answers 404 for %s', async (_label, overrides) => {
    const viewer = await buildUser(t.db);
    const user = await buildUser(t.db, overrides);
    const res = await callAs(t, viewer.id, 'GET', `/api/users/${user.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });

  it('shows a Private user their own profile', async () => {
    const me = await buildUser(t.db, { activityShare: 'Private' });
    const res = await callAs(t, me.id, 'GET', `/api/users/${me.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: me.id, friendState: 'self', isAnonymous: false });
  });
});

describe('GET /api/users/competitor/:id', () => {
  function competitor(viewerId: string, id: string, eventId?: string) {
    const query = eventId ? `?eventId=${eventId}` : '';
    return callAs(t, viewerId, 'GET', `/api/users/competitor/${id}${query}`);
  }

  it('answers rank (ties share it), members and totals per joined event', async () => {
    const viewer = await buildUser(t.db);
    const user = await buildUser(t.db);
    const event = await buildEvent(t.db, today);
    const older = await buildEvent(t.db, today, { endDate: addDays(today, 1) });
    await joinEvent(t.db, event.id, (await buildUser(t.db)).id, { km: 500 });
    await joinEvent(t.db, event.id, (await buildUser(t.db, { activityShare: 'Private' })).id, {
      km: 300,
    });
    await joinEvent(t.db, event.id, user.id, { km: 300, mile: 186, count: 2 });
    await joinEvent(t.db, event.id, viewer.id, { km: 0 });
    await joinEvent(t.db, older.id, user.id, { km: 0 });
    const res = await competitor(viewer.id, user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: user.id, friendState: 'none' });
    expect(res.json().events).toEqual([
      {
        eventId: event.id,
        name: event.name,
        startDate: event.startDate,
        endDate: event.endDate,
        rank: 2,
        totalMember: 4,
        distanceKm: 30,
        distanceMile: 18.6,
        activityCount: 2,
      },
      expect.objectContaining({ eventId: older.id, rank: 1, totalMember: 1, distanceKm: 0 }),
    ]);
    const one = await competitor(viewer.id, user.id, older.id);
    expect(one.json().events.map((e: { eventId: string }) => e.eventId)).toEqual([older.id]);
  });

  it('answers 404 for an event the competitor did not join', async () => {
    const viewer = await buildUser(t.db);
    const user = await buildUser(t.db);
    const event = await buildEvent(t.db, today);
    const res = await competitor(viewer.id, user.id, event.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });

  it('hides a Private competitor from everyone but themself', async () => {
    const viewer = await buildUser(t.db);
    const user = await buildUser(t.db, { activityShare: 'Private' });
    await buildFriendship(t.db, viewer.id, user.id, 'accepted');
    expect((await competitor(viewer.id, user.id)).statusCode).toBe(404);
    expect((await competitor(user.id, user.id)).statusCode).toBe(200);
  });

  it('refuses administrators with 403', async () => {
    const admin = await buildAdmin(t.db);
    const user = await buildUser(t.db);
    expect((await competitor(admin.id, user.id)).statusCode).toBe(403);
  });
});
