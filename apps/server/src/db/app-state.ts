import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appState } from './schema';

/** The value stored under `key` in app_state; undefined when there is none. */
export async function readAppState(db: Db, key: string): Promise<unknown> {
  const rows = await db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, key));
  return rows[0]?.value;
}

/**
 * Stores `value` under `key` unless a value is there already, and answers the stored one:
 * of several processes claiming at once, all get the first one's value.
 */
export async function claimAppState(db: Db, key: string, value: unknown): Promise<unknown> {
  await db.insert(appState).values({ key, value }).onConflictDoNothing();
  return readAppState(db, key);
}
