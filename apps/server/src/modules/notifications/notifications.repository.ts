import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';

/** A notification row with its sender's public fields (null when there is none). */
export interface NotificationRow {
  id: string;
  type: number;
  message: string;
  description: string;
  modelId: string | null;
  readAt: Date | null;
  createdAt: Date;
  senderId: string | null;
  senderDisplayName: string | null;
  senderAvatarKey: string | null;
  /** The sender's activityShare and status, which decide whether they are named. */
  senderActivityShare: string | null;
  senderStatus: boolean | null;
}

/**
 * Inserts notification rows, skipping any that would be a second unread like notification
 * of the same liker and post (the partial unique index notifications_unread_like_idx,
 * decision 026). ON CONFLICT makes a concurrent duplicate wait for the first and then
 * insert nothing, where checking first would let both through. Answers the rows inserted.
 */
export async function insertNotifications(
  db: Db,
  rows: Array<typeof notifications.$inferInsert>,
): Promise<Array<{ id: string; userId: string }>> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId });
}

/**
 * Stores comment notifications (1003, 1004) so that a recipient has at most one unread per
 * post and type (the partial unique index notifications_unread_comment_idx, decision 060):
 * a row that would be a second one updates the waiting one instead, to this comment's
 * sender and time, which brings it to the top of the list. ON CONFLICT makes a concurrent
 * comment wait for the first and then update. Answers only the rows inserted (an updated
 * row keeps its own id), so an update queues no second push.
 */
export async function upsertCommentNotifications(
  db: Db,
  rows: Array<typeof notifications.$inferInsert & { id: string }>,
): Promise<Array<{ id: string; userId: string }>> {
  if (rows.length === 0) return [];
  const newIds = new Set(rows.map((r) => r.id));
  const stored = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.modelId, notifications.type],
      targetWhere: sql`${notifications.type} in (1003, 1004) and ${notifications.readAt} is null`,
      set: { senderId: sql`excluded.sender_id`, createdAt: sql`excluded.created_at` },
    })
    .returning({ id: notifications.id, userId: notifications.userId });
  return stored.filter((r) => newIds.has(r.id));
}

/**
 * One page of `userId`'s notifications, newest first (the (user_id, created_at) index
 * serves the order; the id breaks ties within one instant), each with its sender joined
 * in the same query.
 */
export async function findNotificationPage(
  db: Db,
  userId: string,
  opts: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      message: notifications.message,
      description: notifications.description,
      modelId: notifications.modelId,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      senderId: users.id,
      senderDisplayName: users.displayName,
      senderAvatarKey: users.avatarKey,
      senderActivityShare: users.activityShare,
      senderStatus: users.status,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

/** How many notifications `userId` has, and how many of them are unread, in one scan. */
export async function countNotifications(
  db: Db,
  userId: string,
): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Marks every unread notification of `userId` read now. */
export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Deletes one notification of `userId`; false when there is none with that id for them. */
export async function deleteNotification(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Deletes every notification of `userId`. */
export async function deleteAllNotifications(db: Db, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
