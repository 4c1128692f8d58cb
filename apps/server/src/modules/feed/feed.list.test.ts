import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  authHeader,
  buildActivity,
  buildAdmin,
  buildComment,
  buildEvent,
  buildFriendship,
  buildLike,
  buildUser,
} from '../../test/factories';
import { callAs } from '../../test/requests';
import { signedAddressOf } from '../../test/stored';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import { idsOf, setPrivacy } from './feed.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/activities/newFeedsFriend', () => {
  it("lists my posts and my friends' Public and Friends posts, newest first", async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const [me, friend, privateFriend, pendingPeer, stranger] = await Promise.all(
      Array.from({ length: 5 }, () => buildUser(t.db)),
    );
    await buildFriendship(t.db, me!.id, friend!.id);
    await buildFriendship(t.db, privateFriend!.id, me!.id);
    await buildFriendship(t.db, me!.id, pendingPeer!.id, 'pending');
    await setPrivacy(t, privateFriend!.id, 'Private', 'Public');
    const post = (userId: string) =>
      buildActivity(t.db, { date: dayFromToday(t), eventId: event.id, userId });
    const mine = await post(me!.id);
    const friends = await post(friend!.id);
    await post(privateFriend!.id);
    await post(pendingPeer!.id);
    await post(stranger!.id);
    await setPrivacy(t, friend!.id, 'Friends', 'Friends');
    const newest = await post(friend!.id);
    const mineAgain = await post(me!.id);

    const res = await callAs(t, me!.id, 'GET', '/api/activities/newFeedsFriend');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, limit: 10, hasNextPage: false });
    expect(idsOf(res.json())).toEqual([mineAgain, newest, friends, mine]);
  });

  it('pages by `limit`, saying whether another page follows', async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const me = await buildUser(t.db);
    const posts: string[] = [];
    for (let i = 0; i < 5; i += 1)
      posts.push(
        await buildActivity(t.db, { date: dayFromToday(t), eventId: event.id, userId: me.id }),
      );
    posts.reverse();
    const page = async (n: number) =>
      (await callAs(t, me.id, 'GET', `/api/activities/newFeedsFriend?page=${n}&limit=2`)).json();
    expect(await page(1)).toMatchObject({ page: 1, limit: 2, hasNextPage: true });
    expect(idsOf(await page(1))).toEqual(posts.slice(0, 2));
    expect(idsOf(await page(2))).toEqual(posts.slice(2, 4));
    expect(await page(3)).toMatchObject({ page: 3, hasNextPage: false });
    expect(idsOf(await page(3))).toEqual(posts.slice(4));
    expect(idsOf(await page(4))).toEqual([]);
  });
});

describe('GET /api/activities/newFeedsAll', () => {
  it('lists every visible post newest first, paged without overlap', async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const me = await buildUser(t.db);
    const others = await Promise.all([buildUser(t.db), buildUser(t.db)]);
    const created: string[] = [];
    for (const user of [...others, me, ...others]) {
      created.push(
        await buildActivity(t.db, { date: dayFromToday(t), eventId: event.id, userId: user.id }),
      );
    }
    const all = (await callAs(t, me.id, 'GET', '/api/activities/newFeedsAll?limit=100')).json();
    expect(all.hasNextPage).toBe(false);
    const ids = idsOf(all);
    // Newest first: the posts just created lead the feed in reverse order.
    expect(ids.slice(0, created.length)).toEqual([...created].reverse());
    const times = all.docs.map((d: { createdAt: string }) => d.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const paged: string[] = [];
    for (let n = 1; ; n += 1) {
      const res = await callAs(t, me.id, 'GET', `/api/activities/newFeedsAll?page=${n}&limit=3`);
      paged.push(...idsOf(res.json()));
      if (!res.json().hasNextPage) break;
    }
    expect(paged).toEqual(ids);
  });

  it('carries the post fields, the first 5 comments (oldest first) and likes (newest first)', async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const owner = await buildUser(t.db, { displayName: 'Post Owner', avatarKey: 'avatars/o.webp' });
    await setPrivacy(t, owner.id, 'Public', 'Public');
    const people = await Promise.all(Array.from({ length: 7 }, () => buildUser(t.db)));
    const id = await buildActivity(t.db, {
      date: dayFromToday(t),
      eventId: event.id,
      userId: owner.id,
      km: 123,
      notice: 'Morning run',
      photoKeys: ['p1', 'p2'],
    });
    for (const [i, person] of people.entries()) {
      await buildComment(t.db, id, person.id, `comment ${i}`);
      await buildLike(t.db, id, person.id);
    }
    const viewer = people[0]!;
    const res = await callAs(t, viewer.id, 'GET', '/api/activities/newFeedsAll?limit=100');
    const post = res.json().docs.find((d: { _id: string }) => d._id === id);
    expect(post).toMatchObject({
      eventId: event.id,
      eventName: event.name,
      creatorId: owner.id,
      distanceKm: 12.3,
      distanceMile: 7.6,
      notice: 'Morning run',
      isEventEnded: false,
      creator: {
        _id: owner.id,
        displayName: 'Post Owner',
        avatar: signedAddressOf('avatars/o.webp'),
        activityViewPhotoAndComment: 'Public',
      },
      totalLike: 7,
      totalComment: 7,
      isLiked: true,
      isContentHidden: false,
    });
    expect(post.images).toEqual([
      expect.objectContaining({
        url: signedAddressOf('activities/p1.webp'),
        thumbUrl: signedAddressOf('activities/p1-thumb.webp'),
      }),
      expect.objectContaining({ url: signedAddressOf('activities/p2.webp') }),
    ]);
    expect(post.comments.map((c: { content: string }) => c.content)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `comment ${i}`),
    );
    expect(post.comments[0]).toMatchObject({
      activityId: id,
      commentator: { _id: people[0]!.id, displayName: people[0]!.displayName, avatar: null },
    });
    expect(post.likes.map((l: { userLike: { _id: string } }) => l.userLike._id)).toEqual(
      [6, 5, 4, 3, 2].map((i) => people[i]!.id),
    );

    const full = await callAs(t, viewer.id, 'GET', `/api/activities/${id}`);
    expect(full.statusCode).toBe(200);
    expect(full.json().comments).toHaveLength(7);
    expect(full.json().likes).toHaveLength(7);
    expect(full.json().comments[6].content).toBe('comment 6');
    expect(full.json().likes[6].userLike._id).toBe(people[0]!.id);
    const other = await callAs(t, owner.id, 'GET', `/api/activities/${id}`);
    expect(other.json().isLiked).toBe(false);
  });

  it('says whether the creator accepts friend requests, in the feed and the single post, as they decide now', async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const [me, open, closed] = await Promise.all([
      buildUser(t.db),
      buildUser(t.db, { activityShare: 'Public', activityViewPhotoAndComment: 'Friends' }),
      buildUser(t.db, { activityShare: 'Public', acceptFriendship: false }),
    ]);
    const post = (userId: string) =>
      buildActivity(t.db, { date: dayFromToday(t), eventId: event.id, userId });
    const [openPost, closedPost] = [await post(open!.id), await post(closed!.id)];
    const creatorIn = async (id: string) => {
      const feed = (await callAs(t, me!.id, 'GET', '/api/activities/newFeedsAll?limit=100')).json();
      const single = (await callAs(t, me!.id, 'GET', `/api/activities/${id}`)).json();
      return [feed.docs.find((d: { _id: string }) => d._id === id).creator, single.creator];
    };

    for (const creator of await creatorIn(openPost)) {
      expect(creator).toMatchObject({
        acceptFriendship: true,
        activityViewPhotoAndComment: 'Friends',
      });
    }
    for (const creator of await creatorIn(closedPost)) {
      expect(creator.acceptFriendship).toBe(false);
    }
    await t.db.update(users).set({ acceptFriendship: false }).where(eq(users.id, open!.id));
    for (const creator of await creatorIn(openPost)) {
      expect(creator.acceptFriendship).toBe(false);
    }
  });

  it('marks a post of an ended event', async () => {
    const ended = await buildEvent(t.db, dayFromToday(t), {
      startDate: dayFromToday(t, -10),
      endDate: dayFromToday(t, -1),
    });
    const me = await buildUser(t.db);
    const id = await buildActivity(t.db, {
      date: dayFromToday(t),
      eventId: ended.id,
      userId: me.id,
    });
    const res = await callAs(t, me.id, 'GET', `/api/activities/${id}`);
    expect(res.json().isEventEnded).toBe(true);
  });
});

describe('who may call the feed', () => {
  it.each([
    '/api/activities/newFeedsAll',
    '/api/activities/newFeedsFriend',
    '/api/activities/01a1fe05-0000-7000-8000-000000000000',
  ])('GET %s refuses an administrator (403) and an anonymous caller (401)', async (url) => {
    const admin = await buildAdmin(t.db);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url,
      headers: await authHeader(t.db, admin.id),
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual({ errors: { msg: 'FORBIDDEN' } });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers NOT_FOUND for an unknown post', async () => {
    const me = await buildUser(t.db);
    const res = await callAs(
      t,
      me.id,
      'GET',
      '/api/activities/01a1fe05-0000-7000-8000-000000000000',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });
});
