import { AppError } from '@cc/shared/errors/app-error';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { idempotencyKeys } from './schema';

/**
 * Idempotency-Key (rule 12, decision 031): a write a client may retry (an offline draft, a
 * flaky network) happens once per key, and every retry answers what the first request
 * answered. One table and one mechanism for every retried write (activity creates, friend
 * requests): the write claims its key together with its answer in the same statement or
 * transaction as its changes (claimKey, or claimKeySql inside a statement), and `runOnce`
 * answers a request that could not write with the key's stored answer.
 */

/** One client key of one user and call. */
export interface IdempotencyRef {
  userId: string;
  scope: string;
  key: string;
}

/** An answer with its status, as a replay gives it back. */
export interface Answer<T> {
  statusCode: number;
  body: T;
}

const matches = (ref: IdempotencyRef) =>
  and(
    eq(idempotencyKeys.userId, ref.userId),
    eq(idempotencyKeys.scope, ref.scope),
    eq(idempotencyKeys.key, ref.key),
  );

/** The key `key` of `userId` for `scope`, or null when the request carries none. */
export function refOf(userId: string, scope: string, key: string | undefined) {
  return key ? { userId, scope, key } : null;
}

/** The stored first answer of a key, or undefined when there is none. */
export async function findStoredAnswer<T>(
  db: Db,
  ref: IdempotencyRef,
): Promise<Answer<T> | undefined> {
  const rows = await db
    .select({ statusCode: idempotencyKeys.statusCode, body: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(matches(ref));
  return rows[0] as Answer<T> | undefined;
}

/** The values of a claim: the key, and its answer's status and body (JSON text). */
export interface KeyClaim<V = unknown> {
  userId: V;
  scope: V;
  key: V;
  statusCode: V;
  response: V;
}

/** The values of the claim of `ref` with `answer`, for claimKeySql. */
export function keyClaimValues(ref: IdempotencyRef, answer: Answer<unknown>): KeyClaim {
  return { ...ref, statusCode: answer.statusCode, response: JSON.stringify(answer.body) };
}

/** A claim whose values a prepared statement receives under the names of KeyClaim. */
export const keyClaimPlaceholders: KeyClaim<Placeholder> = {
  userId: sql.placeholder('userId'),
  scope: sql.placeholder('scope'),
  key: sql.placeholder('key'),
  statusCode: sql.placeholder('statusCode'),
  response: sql.placeholder('response'),
};

/**
 * The claim of a key with its answer, as a statement or as a writing CTE of the statement
 * that does the work (`when`: the condition under which that statement writes): inserts the
 * key row with ON CONFLICT DO NOTHING and returns a row when it claimed the key, so the
 * statement's changes can depend on that row. If another transaction holds the same key
 * uncommitted, PostgreSQL makes the insert wait for its end.
 */
export function claimKeySql(claim: KeyClaim, when: SQL = sql`true`) {
  return sql`
    insert into ${idempotencyKeys} (user_id, scope, key, status_code, response)
    select ${claim.userId}::uuid, ${claim.scope}::text, ${claim.key}::text,
           ${claim.statusCode}::int, ${claim.response}::jsonb
    where ${when}
    on conflict do nothing
    returning 1`;
}

/**
 * Claims `ref` with its answer inside the transaction that did the work, as its last
 * statement; CONFLICT when the key was claimed before, which rolls the work back (and
 * `runOnce` answers the stored answer instead).
 */
export async function claimKey(db: Db, ref: IdempotencyRef, answer: Answer<unknown>) {
  const result = await db.execute(claimKeySql(keyClaimValues(ref, answer)));
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw new AppError('CONFLICT');
}

/**
 * Runs a write that claims `ref` (when there is one) with its answer. A request that cannot
 * write because its key was claimed before (CONFLICT from the claim) or because a rule
 * refuses it now (another AppError: the event has ended since, the first request's changes
 * are there) answers the key's stored first answer when there is one; otherwise the error
 * stands. A refused or failed write stores nothing, so a corrected retry with the same key
 * (an offline draft) runs afresh.
 */
export async function runOnce<T>(
  db: Db,
  ref: IdempotencyRef | null,
  write: () => Promise<Answer<T>>,
): Promise<Answer<T>> {
  try {
    return await write();
  } catch (err) {
    if (!ref || !(err instanceof AppError)) throw err;
    const stored = await findStoredAnswer<T>(db, ref);
    if (!stored) throw err;
    return stored;
  }
}
