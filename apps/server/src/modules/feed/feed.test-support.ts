import { eq } from 'drizzle-orm';
import { notifications, users } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

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
