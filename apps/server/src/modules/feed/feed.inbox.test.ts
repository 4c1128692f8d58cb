import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, friendships } from '../../db/schema';
import {
  buildActivity,
  buildAdmin,
  buildEvent,
  buildFriendship,
  buildUser,
} from '../../test/factories';
import { callAs } from '../../test/requests';
import {
  expectExactInbox as expectExact,
  strayInboxRows,
  wholeInbox,
} from '../../test/stored-inbox';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import { idsOf } from './feed.test-support';

/**
 * The friends tab's inbox (decision 089) is kept by triggers. Whatever happens, it must hold
 * exactly one row per post of each user and of each of their friends, at the post's time:
 * these tests compare it with that set, computed from activities and friendships.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectExactInbox = (people: string[]) => expectExact(t.db, people);

/** The ids of the viewer's friends tab, first page of 50. */
async function friendsTab(userId: string) {
  const res = await callAs(t, userId, 'GET', '/api/activities/newFeedsFriend?page=1&limit=50');
  expect(res.statusCode).toBe(200);
  return idsOf(res.json());
}

describe('the friends tab inbox', () => {
  it('follows requests, answers, posts, removals and account deletion, in both directions', async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const [ann, ben, cem] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    const people = [ann.id, ben.id, cem.id];
    const post = (userId: string) =>
      buildActivity(t.db, { date: dayFromToday(t), eventId: event.id, userId });
    const annOld = await post(ann.id);
    const benOld = await post(ben.id);
    const cemOld = await post(cem.id);
    expect((await expectExactInbox(people)).length).toBe(3);

    // A request alone shares nothing.
    expect(
      (await callAs(t, ann.id, 'POST', `/api/friends/addFriend`, { receiver: ben.id })).statusCode,
    ).toBe(201);
    await expectExactInbox(people);
    expect(await friendsTab(ann.id)).toEqual([annOld]);

    // Accepted: each sees the other's earlier posts, and the posts that follow.
    expect(
      (await callAs(t, ben.id, 'PATCH', `/api/friends/acceptFriend/${ann.id}`)).statusCode,
    ).toBe(200);
    const benNew = await post(ben.id);
    expect((await expectExactInbox(people)).length).toBe(3 + 3 + 1);
    expect(await friendsTab(ann.id)).toEqual([benNew, benOld, annOld]);
    expect(await friendsTab(ben.id)).toEqual([benNew, benOld, annOld]);

    // A declined request shares nothing; a second one, accepted, does.
    await callAs(t, cem.id, 'POST', `/api/friends/addFriend`, { receiver: ann.id });
    await callAs(t, ann.id, 'DELETE', `/api/friends/rejectFriend/${cem.id}`);
    await expectExactInbox(people);
    await callAs(t, ann.id, 'POST', `/api/friends/addFriend`, { receiver: cem.id });
    await callAs(t, cem.id, 'PATCH', `/api/friends/acceptFriend/${ann.id}`);
    expect(await friendsTab(cem.id)).toEqual([cemOld, annOld]);
    await expectExactInbox(people);

    // A deleted post leaves every inbox.
    expect((await callAs(t, ben.id, 'DELETE', `/api/activities/${benOld}`)).statusCode).toBe(200);
    await expectExactInbox(people);
    expect(await friendsTab(ann.id)).toEqual([benNew, cemOld, annOld]);

    // An ended friendship takes each one's posts out of the other's inbox.
    expect(
      (await callAs(t, ann.id, 'DELETE', `/api/friends/deleteFriend/${ben.id}`)).statusCode,
    ).toBe(200);
    await expectExactInbox(people);
    expect(await friendsTab(ann.id)).toEqual([cemOld, annOld]);
    expect(await friendsTab(ben.id)).toEqual([benNew]);

    // A deleted account leaves no row behind, in its inbox or its friends'.
    const admin = await buildAdmin(t.db);
    expect((await callAs(t, admin.id, 'DELETE', `/api/users/${cem.id}`)).statusCode).toBe(204);
    await expectExactInbox(people);
    expect(await strayInboxRows(t.db, cem.id)).toEqual([]);
  });

  it('adds a post to the inbox of every friend at once, and only theirs', async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const author = await buildUser(t.db);
    const friends = [];
    for (let i = 0; i < 12; i++) {
      const friend = await buildUser(t.db);
      await (i % 2
        ? buildFriendship(t.db, author.id, friend.id)
        : buildFriendship(t.db, friend.id, author.id));
      friends.push(friend.id);
    }
    const asking = await buildUser(t.db);
    await buildFriendship(t.db, asking.id, author.id, 'pending');
    const stranger = await buildUser(t.db);
    await buildActivity(t.db, { date: dayFromToday(t), eventId: event.id, userId: author.id });
    const expected = await expectExactInbox([author.id, ...friends, asking.id, stranger.id]);
    expect(expected.length).toBe(13);
  });

  it("moves a post's rows when its time is changed", async () => {
    const event = await buildEvent(t.db, dayFromToday(t));
    const [ann, ben] = [await buildUser(t.db), await buildUser(t.db)];
    await buildFriendship(t.db, ann.id, ben.id);
    const older = await buildActivity(t.db, {
      date: dayFromToday(t),
      eventId: event.id,
      userId: ann.id,
    });
    const newer = await buildActivity(t.db, {
      date: dayFromToday(t),
      eventId: event.id,
      userId: ben.id,
    });
    await t.db
      .update(activities)
      .set({ createdAt: sql`now() + interval '1 hour'` })
      .where(eq(activities.id, older));
    await expectExactInbox([ann.id, ben.id]);
    expect(await friendsTab(ben.id)).toEqual([older, newer]);
  });

  it('rebuilds to the same rows it keeps', async () => {
    const kept = await wholeInbox(t.db);
    expect(kept.length).toBeGreaterThan(0);
    await t.db.execute(sql`select feed_inbox_rebuild()`);
    expect(await wholeInbox(t.db)).toEqual(kept);
  });
});

// PGlite runs one statement at a time, so a post and a befriending never interleave there
// and these tests could not fail; they run on PostgreSQL only.
describe.runIf(process.env.TEST_DB === 'postgres')(
  'the friends tab inbox under concurrency',
  () => {
    /**
     * Runs `first` in a transaction that stays open for a moment after it wrote, and `second`
     * while it is open: without the inbox's locks, `second` cannot see what `first` wrote and
     * `first` could not see `second`'s, so one of the two would miss a row.
     */
    async function overlapping(
      first: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<unknown>,
      second: () => Promise<unknown>,
    ) {
      let written: () => void = () => {};
      const wrote = new Promise<void>((resolve) => {
        written = resolve;
      });
      const one = t.db.transaction(async (tx) => {
        await first(tx);
        written();
        await tx.execute(sql`select pg_sleep(0.2)`);
      });
      await wrote;
      await Promise.all([one, second()]);
    }

    async function pairWithRequest() {
      const [ann, ben] = [await buildUser(t.db), await buildUser(t.db)];
      const request = await buildFriendship(t.db, ann.id, ben.id, 'pending');
      const event = await buildEvent(t.db, dayFromToday(t));
      const post = (db: Pick<TestApp['db'], 'insert'>, userId: string) =>
        db.insert(activities).values({
          id: crypto.randomUUID(),
          eventId: event.id,
          userId,
          date: dayFromToday(t),
          distanceKmTenths: 50,
          distanceMileTenths: 31,
        });
      const setStatus = (db: Pick<TestApp['db'], 'update'>, status: string) =>
        db.update(friendships).set({ status }).where(eq(friendships.id, request));
      const unfriend = (db: Pick<TestApp['db'], 'delete'>) =>
        db.delete(friendships).where(eq(friendships.id, request));
      return { ann, ben, post, setStatus, unfriend };
    }

    it('misses no post when a friend posts while the request is being accepted', async () => {
      const { ann, ben, post, setStatus } = await pairWithRequest();
      await overlapping(
        (tx) => setStatus(tx, 'accepted'),
        () => post(t.db, ben.id),
      );
      expect((await expectExactInbox([ann.id, ben.id])).length).toBe(2);
    });

    it('misses no post when a request is accepted while the friend posts', async () => {
      const { ann, ben, post, setStatus } = await pairWithRequest();
      await overlapping(
        (tx) => post(tx, ben.id),
        () => setStatus(t.db, 'accepted'),
      );
      expect((await expectExactInbox([ann.id, ben.id])).length).toBe(2);
    });

    it('keeps no post of a former friend who posted while the friendship ended', async () => {
      const { ann, ben, post, setStatus, unfriend } = await pairWithRequest();
      await setStatus(t.db, 'accepted');
      await overlapping(
        (tx) => post(tx, ben.id),
        () => unfriend(t.db),
      );
      await overlapping(
        (tx) => unfriend(tx),
        () => post(t.db, ann.id),
      );
      expect((await expectExactInbox([ann.id, ben.id])).length).toBe(2);
    });

    it('keeps every inbox exact when 20 friendships are accepted while both sides post', async () => {
      const pairs = [];
      for (let i = 0; i < 20; i++) pairs.push(await pairWithRequest());
      await Promise.all(
        pairs.flatMap(({ ann, ben, post, setStatus }) => [
          post(t.db, ann.id),
          setStatus(t.db, 'accepted'),
          post(t.db, ben.id),
        ]),
      );
      const people = pairs.flatMap(({ ann, ben }) => [ann.id, ben.id]);
      expect((await expectExactInbox(people)).length).toBe(20 * 4);
    });
  },
);
