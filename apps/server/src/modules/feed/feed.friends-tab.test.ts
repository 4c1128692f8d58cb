import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, users } from '../../db/schema';
import {
  authHeader,
  buildActivity,
  buildEvent,
  buildFriendship,
  buildUser,
} from '../../test/factories';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import { idsOf, setPrivacy } from './feed.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The friends tab reads the viewer's inbox (decision 089; before it, a top-N per author,
 * 083). These tests build a circle whose answer is known without the database's help: which
 * authors the viewer may see, and every post's time; then they walk the tab page by page.
 */
describe('GET /api/activities/newFeedsFriend across many friends', () => {
  /** A viewer with friends of every kind, their posts, and the posts the tab must list in order. */
  async function buildCircle() {
    const event = await buildEvent(t.db, dayFromToday(t));
    const me = await buildUser(t.db);
    const person = (activityShare: string) =>
      buildUser(t.db, { activityShare, activityViewPhotoAndComment: 'Friends' });
    const askedByMe = await person('Public');
    const askedMe = await person('Public');
    const friendsOnlyAskedByMe = await person('Friends');
    const friendsOnlyAskedMe = await person('Friends');
    const privateFriend = await person('Private');
    const deactivatedFriend = await buildUser(t.db, { activityShare: 'Public', status: false });
    const prolific = await person('Friends');
    const pendingPeer = await person('Public');
    const stranger = await person('Public');
    await buildFriendship(t.db, me.id, askedByMe.id);
    await buildFriendship(t.db, askedMe.id, me.id);
    await buildFriendship(t.db, me.id, friendsOnlyAskedByMe.id);
    await buildFriendship(t.db, friendsOnlyAskedMe.id, me.id);
    await buildFriendship(t.db, privateFriend.id, me.id);
    await buildFriendship(t.db, me.id, deactivatedFriend.id);
    await buildFriendship(t.db, prolific.id, me.id);
    await buildFriendship(t.db, me.id, pendingPeer.id, 'pending');

    const shown = [me, askedByMe, askedMe, friendsOnlyAskedByMe, friendsOnlyAskedMe, prolific];
    const hidden = [privateFriend, deactivatedFriend, pendingPeer, stranger];
    const listed: string[] = [];
    const post = async (userId: string) => {
      const id = await buildActivity(t.db, { date: dayFromToday(t), eventId: event.id, userId });
      if (shown.some((u) => u.id === userId)) listed.push(id);
      return id;
    };
    // Older posts of everyone, in turns.
    for (let round = 0; round < 3; round += 1)
      for (const user of [...shown, ...hidden]) await post(user.id);
    // Then the prolific friend posts 40 times in a row: the newest pages are all theirs,
    // and the page that reaches back past them mixes their oldest with everyone else's.
    for (let i = 0; i < 40; i += 1) await post(prolific.id);
    // Then a few more of everyone.
    for (const user of [...shown, ...hidden]) await post(user.id);

    // A friend's post held for review shows to its owner only; my own held post shows to me.
    const friendsHeld = await post(askedMe.id);
    listed.splice(listed.indexOf(friendsHeld), 1);
    const myHeld = await post(me.id);
    await t.db
      .update(activities)
      .set({ reviewStatus: 'held' })
      .where(inArray(activities.id, [friendsHeld, myHeld]));
    // Three posts of three authors at the same moment: the id breaks the tie.
    const tied = listed.slice(-8, -5);
    await t.db
      .update(activities)
      .set({ createdAt: new Date('2031-01-01T00:00:00Z') })
      .where(inArray(activities.id, tied));

    const times = await t.db
      .select({ id: activities.id, createdAt: activities.createdAt })
      .from(activities)
      .where(inArray(activities.id, listed));
    const order = times
      .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? 1 : -1))
      .map((row) => row.id);
    return { me, prolific, askedMe, order };
  }

  /** Page `n` of the friends tab as `viewerId` sees it, `limit` posts long. */
  async function pageOf(viewerId: string, n: number, limit: number) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/activities/newFeedsFriend?page=${n}&limit=${limit}`,
      headers: await authHeader(t.db, viewerId),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { docs: Array<{ _id: string }>; hasNextPage: boolean };
  }

  it('lists the posts of me and my friends in either direction newest first, page after page', async () => {
    const { me, order } = await buildCircle();
    // 6 authors: 3 + 1 posts each, the prolific one 40 more, and my held one.
    expect(order).toHaveLength(6 * 4 + 40 + 1);
    const limit = 7;
    const seen: string[] = [];
    for (let n = 1; ; n += 1) {
      const page = await pageOf(me.id, n, limit);
      expect(idsOf(page)).toEqual(order.slice((n - 1) * limit, n * limit));
      seen.push(...idsOf(page));
      expect(page.hasNextPage).toBe(seen.length < order.length);
      if (!page.hasNextPage) break;
    }
    expect(seen).toEqual(order);
  });

  it('answers a deep page (page 50) with the post at that place', async () => {
    const { me, order } = await buildCircle();
    const page50 = await pageOf(me.id, 50, 1);
    expect(idsOf(page50)).toEqual([order[49]]);
    expect(page50.hasNextPage).toBe(true);
    const lastPage = await pageOf(me.id, order.length, 1);
    expect(idsOf(lastPage)).toEqual([order.at(-1)]);
    expect(lastPage.hasNextPage).toBe(false);
    expect(idsOf(await pageOf(me.id, order.length + 1, 1))).toEqual([]);
  });

  it('follows a privacy change of a friend on the next read', async () => {
    const { me, prolific, order } = await buildCircle();
    const withoutProlific = async () => {
      const rows = await t.db
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.userId, prolific.id));
      const theirs = new Set(rows.map((r) => r.id));
      return order.filter((id) => !theirs.has(id));
    };
    await setPrivacy(t, prolific.id, 'Private', 'Private');
    const expected = await withoutProlific();
    expect(idsOf(await pageOf(me.id, 1, 100))).toEqual(expected);

    await setPrivacy(t, prolific.id, 'Friends', 'Friends');
    await t.db.update(users).set({ status: false }).where(eq(users.id, prolific.id));
    expect(idsOf(await pageOf(me.id, 1, 100))).toEqual(expected);
  });

  it("shows a friend's held post to that friend, who sees me as a friend too", async () => {
    const { me, askedMe } = await buildCircle();
    const theirs = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.userId, askedMe.id));
    const mine = await t.db
      .select({ id: activities.id, reviewStatus: activities.reviewStatus })
      .from(activities)
      .where(eq(activities.userId, me.id));
    const page = idsOf(await pageOf(askedMe.id, 1, 100));
    // All of their own, held or not; mine except the one held for review.
    for (const { id } of theirs) expect(page).toContain(id);
    for (const { id, reviewStatus } of mine)
      if (reviewStatus === 'held') expect(page).not.toContain(id);
      else expect(page).toContain(id);
  });
});
