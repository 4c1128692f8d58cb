import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { notifications, pushSubscriptions, users } from '../../db/schema';

/** A subscription to store for `userId`. */
export interface NewSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores a subscription in one statement: new, or the endpoint's row handed to this user
 * with these keys (a browser that another account used before). Answers false when the
 * row was already exactly this, so nothing changed. One statement, so two tabs posting
 * the same subscription at once cannot both insert (the endpoint is unique).
 */
export async function upsertSubscription(db: Db, s: NewSubscription): Promise<boolean> {
  const rows = await db
    .insert(pushSubscriptions)
    .values({ id: newId(), ...s })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      // A row that changes hands counts as new: the newest devices are the ones kept.
      set: { userId: s.userId, p256dh: s.p256dh, auth: s.auth, createdAt: sql`now()` },
      setWhere: sql`(${pushSubscriptions.userId}, ${pushSubscriptions.p256dh}, ${pushSubscriptions.auth})
        is distinct from (${s.userId}::uuid, ${s.p256dh}, ${s.auth})`,
    })
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Deletes all but the `keep` newest subscriptions of `userId`. */
export async function trimSubscriptions(db: Db, userId: string, keep: number) {
  await db.execute(sql`
    delete from ${pushSubscriptions}
    where ${pushSubscriptions.userId} = ${userId}
      and ${pushSubscriptions.id} not in (
        select id from ${pushSubscriptions}
        where ${pushSubscriptions.userId} = ${userId}
        order by ${pushSubscriptions.createdAt} desc, ${pushSubscriptions.id} desc
        limit ${keep})`);
}

/** Deletes `userId`'s subscription of `endpoint`; anyone else's stays. */
export async function deleteOwnSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Deletes a subscription the push service no longer knows or the server may not reach. */
export async function deleteSubscription(db: Db, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/**
 * The subscriptions of `userIds` (push_subscriptions_user_idx): the one query a new
 * notification costs when its recipients have no device subscribed.
 */
export async function findSubscriptionsOfUsers(
  db: Db,
  userIds: string[],
): Promise<Array<{ id: string; userId: string }>> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
}

/** One push to send: the notification, its recipient's language, the device. */
export interface DeliveryRow {
  notificationId: string;
  type: number;
  message: string;
  description: string;
  modelId: string | null;
  senderName: string | null;
  /** The sender's activityShare and status, which decide whether the push names them. */
  senderActivityShare: string | null;
  senderStatus: boolean | null;
  language: string;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const sender = alias(users, 'sender');

/**
 * The pushes of (notification, subscription) pairs that still exist, in one query: a
 * notification deleted or a subscription removed since they were queued drops out, and
 * a subscription handed to another user meanwhile does not receive the first user's push.
 */
export async function findDeliveries(
  db: Db,
  pairs: Array<[notificationId: string, subscriptionId: string]>,
): Promise<DeliveryRow[]> {
  if (pairs.length === 0) return [];
  const wanted = sql.join(
    pairs.map(([n, s]) => sql`(${n}::uuid, ${s}::uuid)`),
    sql`, `,
  );
  return db
    .select({
      notificationId: notifications.id,
      type: notifications.type,
      message: notifications.message,
      description: notifications.description,
      modelId: notifications.modelId,
      senderName: sender.displayName,
      senderActivityShare: sender.activityShare,
      senderStatus: sender.status,
      language: users.language,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifications.userId))
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(sql`(${notifications.id}, ${pushSubscriptions.id}) in (${wanted})`);
}
