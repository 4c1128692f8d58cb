import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, comments, likes, users } from '../../db/schema';

/** A new comment row. */
export type NewComment = typeof comments.$inferInsert;

/** Inserts a comment and answers the stored row. */
export async function insertComment(db: Db, row: NewComment) {
  const [inserted] = await db.insert(comments).values(row).returning();
  return inserted!;
}

/** Adds one to a post's maintained comment counter (atomic `x = x + 1`). */
export async function incrementCommentCount(db: Db, activityId: string): Promise<void> {
  await db
    .update(activities)
    .set({ commentCount: sql`${activities.commentCount} + 1` })
    .where(eq(activities.id, activityId));
}

/** The distinct users who have commented on a post, except `exceptUserId`. */
export async function findCommentatorIds(
  db: Db,
  activityId: string,
  exceptUserId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: comments.userId })
    .from(comments)
    .where(and(eq(comments.activityId, activityId), ne(comments.userId, exceptUserId)));
  return rows.map((r) => r.userId);
}

/** A user's public name and avatar key; undefined when missing. */
export async function findPerson(db: Db, userId: string) {
  const [row] = await db
    .select({ displayName: users.displayName, avatarKey: users.avatarKey })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Stores a like unless it exists; answers whether a row was inserted. ON CONFLICT DO
 * NOTHING makes concurrent likes of one user on one post insert exactly one row (a second
 * insert waits for the first to commit, then finds the conflict).
 */
export async function insertLike(
  db: Db,
  row: { id: string; activityId: string; userId: string },
): Promise<boolean> {
  const inserted = await db
    .insert(likes)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: likes.id });
  return inserted.length > 0;
}

/** Deletes a like; answers whether a row was deleted. */
export async function deleteLike(db: Db, activityId: string, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(likes)
    .where(and(eq(likes.activityId, activityId), eq(likes.userId, userId)))
    .returning({ id: likes.id });
  return deleted.length > 0;
}

/**
 * Moves a post's maintained like counter by `delta` (atomic `x = x + d`; 0 only reads it)
 * and answers the new value.
 */
export async function addToLikeCount(db: Db, activityId: string, delta: number): Promise<number> {
  if (delta === 0) {
    const [row] = await db
      .select({ likeCount: activities.likeCount })
      .from(activities)
      .where(eq(activities.id, activityId));
    return row?.likeCount ?? 0;
  }
  const [row] = await db
    .update(activities)
    .set({ likeCount: sql`${activities.likeCount} + ${delta}` })
    .where(eq(activities.id, activityId))
    .returning({ likeCount: activities.likeCount });
  return row?.likeCount ?? 0;
}
