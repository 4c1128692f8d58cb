import { and, eq, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import {
  auditLog,
  emailTokens,
  idempotencyKeys,
  jobs,
  notifications,
  pushSubscriptions,
  rateLimits,
  sessions,
  ssoLogins,
} from '../../db/schema';

/**
 * The retention job's statements (decision 093). Each delete removes at most `limit` rows:
 * it picks them by key in a subquery and checks the condition again on the row it deletes,
 * so a row changed in between (a rate-limit window started again) stays. Only the
 * audit trail's `at` has an index; the other conditions read their table once a day, which
 * costs less than an index every write of these busy tables would keep up.
 */

/** Deletes up to `limit` rows of `table` matching `condition`, by the one-column key `key`. */
async function deleteBatch(
  db: Db,
  table: PgTable,
  key: PgColumn,
  condition: SQL | undefined,
  limit: number,
): Promise<number> {
  const picked = db.select({ key }).from(table).where(condition).limit(limit);
  const rows = await db
    .delete(table)
    .where(and(inArray(key, picked), condition))
    .returning({ key });
  return rows.length;
}

/** E-mail link tokens (verification, reset) that expired before `before`. */
export function deleteExpiredEmailTokens(db: Db, before: Date, limit: number) {
  return deleteBatch(db, emailTokens, emailTokens.id, lt(emailTokens.expiresAt, before), limit);
}

/** Company sign-ins in progress (sso_logins) that expired before `before`. */
export function deleteExpiredCompanySignIns(db: Db, before: Date, limit: number) {
  return deleteBatch(db, ssoLogins, ssoLogins.stateHash, lt(ssoLogins.expiresAt, before), limit);
}

/** Sign-in sessions that expired before `before`. */
export function deleteExpiredSessions(db: Db, before: Date, limit: number) {
  return deleteBatch(db, sessions, sessions.id, lt(sessions.expiresAt, before), limit);
}

/**
 * Push subscriptions stored before `before` whose account has no session that was live at
 * `before` or since: nobody has been signed in to that account anywhere for the period.
 */
export function deleteUnusedPushSubscriptions(db: Db, before: Date, limit: number) {
  const condition = and(
    lt(pushSubscriptions.createdAt, before),
    sql`not exists (select 1 from ${sessions}
      where ${sessions.userId} = ${pushSubscriptions.userId} and ${sessions.expiresAt} >= ${before.toISOString()}::timestamptz)`,
  );
  return deleteBatch(db, pushSubscriptions, pushSubscriptions.id, condition, limit);
}

/** First answers of retried writes stored before `before`. */
export async function deleteOldIdempotencyKeys(db: Db, before: Date, limit: number) {
  const result = await db.execute(sql`
    delete from ${idempotencyKeys}
    where (user_id, scope, key) in (
        select user_id, scope, key from ${idempotencyKeys}
        where created_at < ${before.toISOString()}::timestamptz limit ${limit})
      and created_at < ${before.toISOString()}::timestamptz
    returning 1`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Rate-limit counters whose window ended before `before`. */
export function deleteEndedRateLimits(db: Db, before: Date, limit: number) {
  return deleteBatch(db, rateLimits, rateLimits.key, lt(rateLimits.resetsAt, before), limit);
}

/** Background jobs that finished (done or failed) before `before`. */
export function deleteFinishedJobs(db: Db, before: Date, limit: number) {
  const condition = and(inArray(jobs.state, ['done', 'failed']), lt(jobs.finishedAt, before));
  return deleteBatch(db, jobs, jobs.id, condition, limit);
}

/** Notifications their recipient read before `before`; unread ones stay. */
export function deleteReadNotifications(db: Db, before: Date, limit: number) {
  const condition = and(isNotNull(notifications.readAt), lt(notifications.readAt, before));
  return deleteBatch(db, notifications, notifications.id, condition, limit);
}

/** Audit trail rows written before `before`. */
export function deleteOldAuditEntries(db: Db, before: Date, limit: number) {
  return deleteBatch(db, auditLog, auditLog.id, lt(auditLog.at, before), limit);
}

/** The lock that makes two processes' scheduling of the next run one after the other. */
const SCHEDULE_LOCK = 726356;

/**
 * Queues a job of `type` due at `runAt` unless one of that type other than `exceptId` is
 * queued or running. Runs in a transaction holding an advisory lock, so of two processes
 * scheduling at once the second sees the first's job (under READ COMMITTED a statement sees
 * what committed before it began). Answers whether it queued one.
 */
export async function enqueueUnlessPending(
  db: Db,
  type: string,
  runAt: Date,
  exceptId: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SCHEDULE_LOCK))})`);
    const result = await tx.execute(sql`
      insert into ${jobs} (id, type, payload, run_at)
      select ${newId()}::uuid, ${type}, '{}'::jsonb, ${runAt.toISOString()}::timestamptz
      where not exists (
        select 1 from ${jobs}
        where type = ${type} and state in ('queued', 'running')
          and id is distinct from ${exceptId}::uuid)
      returning 1`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  });
}

/** The retention jobs queued or running, with when they are due (tests and diagnostics). */
export function findPendingJobs(db: Db, type: string) {
  return db
    .select({ id: jobs.id, state: jobs.state, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.type, type), inArray(jobs.state, ['queued', 'running'])));
}
