import { addDays, dayIn } from '@cc/shared/time/calendar';
import { eq } from 'drizzle-orm';
import {
  activities,
  activityImages,
  comments,
  friendships,
  likes,
  notifications,
  users,
} from '../../db/schema';
import { newId } from '../../platform/ids';
import { authHeader } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { buildEvent } from '../events/events.test-support';

/** Today in the test app's time zone. */
export function todayOf(t: TestApp) {
  return dayIn(t.config.timeZone);
}

/** A running event (from 3 days ago to 3 days ahead), or one that ended yesterday. */
export function feedEvent(t: TestApp, opts: { ended?: boolean } = {}) {
  const today = todayOf(t);
  return buildEvent(
    t.db,
    today,
    opts.ended ? { startDate: addDays(today, -10), endDate: addDays(today, -1) } : {},
  );
}

let clock = Date.now() - 3_600_000;

/**
 * Inserts a post directly, each one created a second after the previous (so the feed's
 * order is known), optionally with photos (storage keys only) and comments.
 */
export async function insertPost(
  t: TestApp,
  values: {
    eventId: string;
    userId: string;
    km?: number;
    notice?: string;
    photoKeys?: string[];
  },
) {
  clock += 1000;
  const id = newId();
  await t.db.insert(activities).values({
    id,
    eventId: values.eventId,
    userId: values.userId,
    date: todayOf(t),
    distanceKmTenths: values.km ?? 50,
    distanceMileTenths: Math.round((values.km ?? 50) * 0.621371192),
    notice: values.notice ?? '',
    createdAt: new Date(clock),
    updatedAt: new Date(clock),
  });
  for (const [position, key] of (values.photoKeys ?? []).entries()) {
    await t.db.insert(activityImages).values({
      id: newId(),
      activityId: id,
      key: `activities/${key}.webp`,
      thumbKey: `activities/${key}-thumb.webp`,
      position,
    });
  }
  return id;
}

/** Inserts a comment directly, keeping the post's counter as the service would. */
export async function insertComment(
  t: TestApp,
  activityId: string,
  userId: string,
  content: string,
) {
  clock += 1000;
  await t.db
    .insert(comments)
    .values({ id: newId(), activityId, userId, content, createdAt: new Date(clock) });
  const [row] = await t.db.select().from(activities).where(eq(activities.id, activityId));
  await t.db
    .update(activities)
    .set({ commentCount: row!.commentCount + 1 })
    .where(eq(activities.id, activityId));
}

/** Inserts a like directly, keeping the post's counter as the service would. */
export async function insertLike(t: TestApp, activityId: string, userId: string) {
  clock += 1000;
  await t.db.insert(likes).values({ id: newId(), activityId, userId, createdAt: new Date(clock) });
  const [row] = await t.db.select().from(activities).where(eq(activities.id, activityId));
  await t.db
    .update(activities)
    .set({ likeCount: row!.likeCount + 1 })
    .where(eq(activities.id, activityId));
}

/** Stores a friendship (accepted) or a request (pending) from `senderId` to `receiverId`. */
export async function befriend(
  t: TestApp,
  senderId: string,
  receiverId: string,
  status: 'accepted' | 'pending' = 'accepted',
) {
  await t.db.insert(friendships).values({
    id: newId(),
    senderId,
    receiverId,
    status,
    acceptedAt: status === 'accepted' ? new Date() : null,
  });
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

/** Calls a route as `userId` with a JSON body (or none). */
export async function callAs(
  t: TestApp,
  userId: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: await authHeader(t.db, userId),
    ...(payload ? { payload } : {}),
  });
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
