import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  activityImages,
  adminNotices,
  comments,
  eventParticipants,
  events,
  eventTotals,
  friendships,
  likes,
  notifications,
  teams,
  users,
} from '../../db/schema';

/** Whether the database has no accounts yet (demo content goes only into an empty one). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function insertTeams(db: Db, rows: Array<typeof teams.$inferInsert>) {
  await db.insert(teams).values(rows);
}

export async function insertUsers(db: Db, rows: Array<typeof users.$inferInsert>) {
  await db.insert(users).values(rows);
}

export async function insertFriendships(db: Db, rows: Array<typeof friendships.$inferInsert>) {
  await db.insert(friendships).values(rows);
}

/** Inserts events with their collective totals (one shard each). */
export async function insertEvents(
  db: Db,
  rows: Array<typeof events.$inferInsert>,
  totals: Array<typeof eventTotals.$inferInsert>,
) {
  await db.insert(events).values(rows);
  await db.insert(eventTotals).values(totals);
}

export async function insertParticipants(
  db: Db,
  rows: Array<typeof eventParticipants.$inferInsert>,
) {
  await db.insert(eventParticipants).values(rows);
}

export async function insertActivities(db: Db, rows: Array<typeof activities.$inferInsert>) {
  await db.insert(activities).values(rows);
}

export async function insertActivityImages(
  db: Db,
  rows: Array<typeof activityImages.$inferInsert>,
) {
  if (rows.length > 0) await db.insert(activityImages).values(rows);
}

export async function insertLikes(db: Db, rows: Array<typeof likes.$inferInsert>) {
  if (rows.length > 0) await db.insert(likes).values(rows);
}

export async function insertComments(db: Db, rows: Array<typeof comments.$inferInsert>) {
  if (rows.length > 0) await db.insert(comments).values(rows);
}

export async function insertNotifications(db: Db, rows: Array<typeof notifications.$inferInsert>) {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

export async function insertAdminNotice(db: Db, row: typeof adminNotices.$inferInsert) {
  await db.insert(adminNotices).values(row);
}
