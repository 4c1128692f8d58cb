import { eq } from 'drizzle-orm';
import { notifications, users } from '../../db/schema';
import { buildActivity, buildEvent, buildUser } from '../../test/factories';
import { dayFromToday, type TestApp } from '../../test/test-app';
import { postCacheOf } from './feed.post-cache';

/**
 * Forgets the feed's cached posts of `t`: what the cache's stamp does not see (a privacy or
 * status change of a liker or commentator) otherwise shows within POST_CACHE_MS.
 */
export function forgetCachedPosts(t: TestApp) {
  postCacheOf(t.db).clear();
}

/** Sets a user's two privacy levels. */
export async function setPrivacy(
  t: TestApp,
  userId: string,
  activityShare: string,
  activityViewPhotoAndComment: string,
) {
  await t.db
    .update(users)
    .set({ activityShare, activityViewPhotoAndComment })
    .where(eq(users.id, userId));
}

/** The ids of a page of posts, in order. */
export function idsOf(body: { docs: Array<{ _id: string }> }) {
  return body.docs.map((d) => d._id);
}

/** The stored notifications of a user: type, message, model and sender. */
export async function notificationsOf(t: TestApp, userId: string) {
  return t.db
    .select({
      type: notifications.type,
      message: notifications.message,
      modelId: notifications.modelId,
      senderId: notifications.senderId,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

/**
 * A post of today by a new owner whose activities, photos and comments are Public, in a
 * running event or, with `ended`, one that ended yesterday.
 */
export async function publicPost(t: TestApp, opts: { ended?: boolean } = {}) {
  const event = await buildEvent(
    t.db,
    dayFromToday(t),
    opts.ended ? { startDate: dayFromToday(t, -10), endDate: dayFromToday(t, -1) } : {},
  );
  const owner = await buildUser(t.db, {
    activityShare: 'Public',
    activityViewPhotoAndComment: 'Public',
  });
  const activityId = await buildActivity(t.db, {
    date: dayFromToday(t),
    eventId: event.id,
    userId: owner.id,
  });
  return { owner, activityId };
}
