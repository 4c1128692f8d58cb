import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, comments } from '../../db/schema';
import {
  buildActivity,
  buildComment,
  buildEvent,
  buildFriendship,
  buildUser,
} from '../../test/factories';
import { callAs } from '../../test/requests';
import { createTestApp, dayFromToday, type TestApp } from '../../test/test-app';
import { idsOf, setPrivacy } from './feed.test-support';

/**
 * The privacy rules of the feed (rules 16-18, spec §6) for every level of the owner
 * and every kind of viewer: the owner, a friend (accepted, requested by the owner), a
 * pending peer (asked the owner, no answer) and a stranger.
 */
type Level = 'Public' | 'Friends' | 'Private';
type Viewer = 'owner' | 'friend' | 'pending' | 'stranger';
const levels: Level[] = ['Public', 'Friends', 'Private'];
const viewers: Viewer[] = ['owner', 'friend', 'pending', 'stranger'];
const SECRET = 'a-comment-for-friends-only';
const PHOTO = 'photo-for-friends-only';

let t: TestApp;
let postId: string;
const ids = {} as Record<Viewer, string>;

beforeAll(async () => {
  t = await createTestApp();
  const event = await buildEvent(t.db, dayFromToday(t));
  for (const v of viewers) ids[v] = (await buildUser(t.db)).id;
  await buildFriendship(t.db, ids.owner, ids.friend);
  await buildFriendship(t.db, ids.pending, ids.owner, 'pending');
  postId = await buildActivity(t.db, {
    date: dayFromToday(t),
    eventId: event.id,
    userId: ids.owner,
    photoKeys: [PHOTO],
  });
  await buildComment(t.db, postId, ids.owner, SECRET);
});
afterAll(() => t.close());

/** Whether `viewer` may see what the owner guards with `level`. */
function sees(viewer: Viewer, level: Level) {
  return viewer === 'owner' || level === 'Public' || (level === 'Friends' && viewer === 'friend');
}

async function feeds(viewer: Viewer) {
  const all = await callAs(t, ids[viewer], 'GET', '/api/activities/newFeedsAll?limit=100');
  const friends = await callAs(t, ids[viewer], 'GET', '/api/activities/newFeedsFriend?limit=100');
  return { all: all.json(), friends: friends.json() };
}

describe.each(levels)('owner activityShare %s', (share) => {
  beforeAll(() => setPrivacy(t, ids.owner, share, 'Public'));

  it.each(viewers)('the feeds and the single read follow it for the %s', async (viewer) => {
    const visible = sees(viewer, share);
    const { all, friends } = await feeds(viewer);
    expect(idsOf(all).includes(postId)).toBe(visible);
    const inFriendsTab = viewer === 'owner' || (viewer === 'friend' && share !== 'Private');
    expect(idsOf(friends).includes(postId)).toBe(inFriendsTab);
    const post = await callAs(t, ids[viewer], 'GET', `/api/activities/${postId}`);
    expect(post.statusCode).toBe(visible ? 200 : 404);
    if (!visible) expect(post.json()).toEqual({ errors: { msg: 'NOT_FOUND' } });
  });

  it.each(viewers)('likes and comments by the %s are refused when hidden', async (viewer) => {
    const visible = sees(viewer, share);
    const like = await callAs(t, ids[viewer], 'POST', '/api/likes/like', { activityId: postId });
    expect(like.statusCode).toBe(visible ? 200 : 404);
    const unlike = await callAs(t, ids[viewer], 'POST', '/api/likes/unlike', {
      activityId: postId,
    });
    expect(unlike.statusCode).toBe(visible ? 200 : 404);
    const comment = await callAs(t, ids[viewer], 'POST', '/api/comments', {
      activityId: postId,
      content: `by ${viewer} at ${share}`,
    });
    expect(comment.statusCode).toBe(visible ? 201 : 404);
    const stored = await t.db
      .select()
      .from(comments)
      .where(eq(comments.content, `by ${viewer} at ${share}`));
    expect(stored).toHaveLength(visible ? 1 : 0);
  });
});

describe.each(levels)('owner activityViewPhotoAndComment %s', (photos) => {
  beforeAll(() => setPrivacy(t, ids.owner, 'Public', photos));

  it.each(viewers)('photos and comments reach the %s only when allowed', async (viewer) => {
    const allowed = sees(viewer, photos);
    const res = await callAs(t, ids[viewer], 'GET', `/api/activities/${postId}`);
    expect(res.statusCode).toBe(200);
    const post = res.json();
    const [row] = await t.db.select().from(activities).where(eq(activities.id, postId));
    expect(post).toMatchObject({
      isContentHidden: !allowed,
      totalComment: allowed ? row!.commentCount : 0,
      creator: { activityViewPhotoAndComment: photos },
    });
    expect(post.images).toHaveLength(allowed ? 1 : 0);
    if (!allowed) expect(post.comments).toEqual([]);
    // Absent from the answer, not just flagged.
    for (const body of [post, (await feeds(viewer)).all]) {
      expect(JSON.stringify(body).includes(SECRET)).toBe(allowed);
      expect(JSON.stringify(body).includes(PHOTO)).toBe(allowed);
    }
  });

  it.each(viewers)('a comment by the %s is FORBIDDEN when comments are hidden', async (viewer) => {
    const allowed = sees(viewer, photos);
    const before = (await t.db.select().from(activities).where(eq(activities.id, postId)))[0]!;
    const res = await callAs(t, ids[viewer], 'POST', '/api/comments', {
      activityId: postId,
      content: 'hello',
    });
    expect(res.statusCode).toBe(allowed ? 201 : 403);
    if (!allowed) expect(res.json()).toEqual({ errors: { msg: 'FORBIDDEN' } });
    const after = (await t.db.select().from(activities).where(eq(activities.id, postId)))[0]!;
    expect(after.commentCount).toBe(before.commentCount + (allowed ? 1 : 0));
    // Likes are not guarded by this level.
    const like = await callAs(t, ids[viewer], 'POST', '/api/likes/like', { activityId: postId });
    expect(like.statusCode).toBe(200);
  });
});
