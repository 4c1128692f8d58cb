import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminNotices } from '../../db/schema';

/** The stored notice. */
export type AdminNoticeRow = typeof adminNotices.$inferSelect;

/** The notice; undefined when there is none (the newest, should a second ever exist). */
export async function findNotice(db: Db): Promise<AdminNoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(adminNotices)
    .orderBy(desc(adminNotices.updatedAt), desc(adminNotices.id))
    .limit(1);
  return row;
}

/**
 * Replaces whatever notice exists by a new one, in the caller's transaction. The table
 * lock makes concurrent replacements run one after another, so one record remains
 * (rule 24); readers are not blocked by it.
 */
export async function replaceNotice(
  db: Db,
  row: Omit<typeof adminNotices.$inferInsert, 'updatedAt'>,
): Promise<AdminNoticeRow> {
  await db.execute(sql`lock table ${adminNotices} in share row exclusive mode`);
  await db.delete(adminNotices);
  const [inserted] = await db.insert(adminNotices).values(row).returning();
  return inserted!;
}

/** Changes the notice `id`; undefined when there is no such notice. */
export async function updateNotice(
  db: Db,
  id: string,
  changes: Omit<typeof adminNotices.$inferInsert, 'id' | 'updatedAt'>,
): Promise<AdminNoticeRow | undefined> {
  const [row] = await db
    .update(adminNotices)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(adminNotices.id, id))
    .returning();
  return row;
}

/** Deletes the notice `id`; answers whether it existed. */
export async function deleteNotice(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(adminNotices)
    .where(eq(adminNotices.id, id))
    .returning({ id: adminNotices.id });
  return deleted.length > 0;
}
