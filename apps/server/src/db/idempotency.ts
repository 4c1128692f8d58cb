import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { idempotencyKeys } from './schema';

/**
 * Idempotency-Key storage (DESIGN §4: creates a client may retry answer a replay with the
 * first answer), shared by every module whose creates accept a key (activities, friend
 * requests): one table, one set of rules.
 */

/** One client key of one user and call. */
export interface IdempotencyRef {
  userId: string;
  scope: string;
  key: string;
}

/** Status stored while the first request is still inside its transaction (never committed). */
const PENDING_STATUS = 0;

const matches = (ref: IdempotencyRef) =>
  and(
    eq(idempotencyKeys.userId, ref.userId),
    eq(idempotencyKeys.scope, ref.scope),
    eq(idempotencyKeys.key, ref.key),
  );

/** The stored first answer of a key, or undefined when there is none (yet). */
export async function findStoredResponse(db: Db, ref: IdempotencyRef) {
  const rows = await db
    .select({ statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(matches(ref));
  const row = rows[0];
  return row && row.statusCode !== PENDING_STATUS ? row : undefined;
}

/**
 * Claims a key inside the transaction that does the work: inserts a pending row with
 * ON CONFLICT DO NOTHING. Answers false when the key already exists; if another
 * transaction holds it uncommitted, PostgreSQL makes this insert wait for that
 * transaction's end, so afterwards findStoredResponse sees its committed answer.
 */
export async function claimKey(db: Db, ref: IdempotencyRef): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...ref, statusCode: PENDING_STATUS, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Stores the answer of a claimed key, in the same transaction as the work. */
export async function saveResponse(
  db: Db,
  ref: IdempotencyRef,
  statusCode: number,
  response: unknown,
) {
  await db.update(idempotencyKeys).set({ statusCode, response }).where(matches(ref));
}
