import { createHash } from 'node:crypto';
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
 * answers a request that could not write with the key's stored answer. The key is stored with
 * a fingerprint of its request: the key reused with another payload is refused with
 * IDEMPOTENCY_KEY_REUSED (422, decision 061) rather than answered with the first answer.
 */

/** One client key of one user and call, with the fingerprint of the request carrying it. */
export interface IdempotencyRef {
  userId: string;
  scope: string;
  key: string;
  /** requestHashOf the request's payload. */
  requestHash: string;
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

/** `value` as JSON with every object's keys sorted, so equal payloads give equal text. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_name, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

/**
 * The fingerprint of a request: SHA-256 (hex) of its validated payload as canonical JSON.
 * Callers pass what the write is made of after validation, so the same input sent as JSON
 * or as multipart (strings coerced, defaults filled) has one fingerprint.
 */
export function requestHashOf(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

/**
 * The key `key` of `userId` for `scope` on a request whose validated payload is `payload`,
 * or null when the request carries no key.
 */
export function refOf(
  userId: string,
  scope: string,
  key: string | undefined,
  payload: unknown,
): IdempotencyRef | null {
  return key ? { userId, scope, key, requestHash: requestHashOf(payload) } : null;
}

/**
 * The stored first answer of a key, or undefined when there is none. IDEMPOTENCY_KEY_REUSED
 * when the key was stored for another request (another fingerprint); a key stored before
 * requests had fingerprints (null) answers for any request, as it did then.
 */
export async function findStoredAnswer<T>(
  db: Db,
  ref: IdempotencyRef,
): Promise<Answer<T> | undefined> {
  const rows = await db
    .select({
      statusCode: idempotencyKeys.statusCode,
      body: idempotencyKeys.response,
      requestHash: idempotencyKeys.requestHash,
    })
    .from(idempotencyKeys)
    .where(matches(ref));
  const row = rows[0];
  if (!row) return undefined;
  if (row.requestHash !== null && row.requestHash !== ref.requestHash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  return { statusCode: row.statusCode, body: row.body as T };
}

/** The values of a claim: the key, its request's fingerprint, its answer's status and body. */
export interface KeyClaim<V = unknown> {
  userId: V;
  scope: V;
  key: V;
  requestHash: V;
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
  requestHash: sql.placeholder('requestHash'),
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
    insert into ${idempotencyKeys} (user_id, scope, key, request_hash, status_code, response)
    select ${claim.userId}::uuid, ${claim.scope}::text, ${claim.key}::text,
           ${claim.requestHash}::text, ${claim.statusCode}::int, ${claim.response}::jsonb
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
 * are there) answers the key's stored first answer when there is one, or
 * IDEMPOTENCY_KEY_REUSED when the key was stored for another request (findStoredAnswer);
 * otherwise the error stands. Only this path compares fingerprints, so a request with a new
 * key reads nothing more. A refused or failed write stores nothing, so a corrected retry with
 * the same key (an offline draft) runs afresh.
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
