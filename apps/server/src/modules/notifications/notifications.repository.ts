import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** Inserts notification rows. */
export async function insertNotifications(
  db: Db,
  rows: Array<typeof notifications.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
