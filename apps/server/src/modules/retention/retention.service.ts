import { addDays, dayIn, startOfDayInstant } from '@cc/shared/time/calendar';
import type { RetentionConfig, retentionEnv } from '../../config/retention';
import type { Db } from '../../db/client';
import * as repo from './retention.repository';

/**
 * What is deleted once past its time (issue 30, decision 093, docs/PRIVACY.md): each
 * category with the moment its period ends, counted back from `now`. The daily job
 * (retention.job.ts) works them in batches; tests call removeExpired with the `now` they
 * choose.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Rows per delete statement, so a first run on a large database holds no long locks. */
export const RETENTION_BATCH = 5_000;

/** One kind of record the job deletes. */
interface Category {
  /** Names its count in the run's log line. */
  name: string;
  /** The table it deletes from (docs/PRIVACY.md's data map states the period there). */
  table: string;
  /** The environment variable of its period (config/retention.ts). */
  setting: keyof typeof retentionEnv;
  /** Deletes up to `limit` rows older than the category's period before `now`. */
  remove(db: Db, periods: RetentionConfig, now: Date, limit: number): Promise<number>;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The categories in the order a run works them. */
export const retentionCategories: readonly Category[] = [
  {
    name: 'emailTokens',
    table: 'email_tokens',
    setting: 'RETENTION_TOKENS_HOURS',
    remove: (db, p, now, limit) =>
      repo.deleteExpiredEmailTokens(db, before(now, p.tokensHours * HOUR), limit),
  },
  {
    name: 'companySignIns',
    table: 'sso_logins',
    setting: 'RETENTION_TOKENS_HOURS',
    remove: (db, p, now, limit) =>
      repo.deleteExpiredCompanySignIns(db, before(now, p.tokensHours * HOUR), limit),
  },
  {
    name: 'sessions',
    table: 'sessions',
    setting: 'RETENTION_SESSIONS_DAYS',
    remove: (db, p, now, limit) =>
      repo.deleteExpiredSessions(db, before(now, p.sessionsDays * DAY), limit),
  },
  {
    name: 'pushSubscriptions',
    table: 'push_subscriptions',
    setting: 'RETENTION_PUSH_SUBSCRIPTIONS_DAYS',
    remove: (db, p, now, limit) =>
      repo.deleteUnusedPushSubscriptions(db, before(now, p.pushSubscriptionsDays * DAY), limit),
  },
  {
    name: 'idempotencyKeys',
    table: 'idempotency_keys',
    setting: 'RETENTION_IDEMPOTENCY_HOURS',
    remove: (db, p, now, limit) =>
      repo.deleteOldIdempotencyKeys(db, before(now, p.idempotencyHours * HOUR), limit),
  },
  {
    name: 'rateLimits',
    table: 'rate_limits',
    setting: 'RETENTION_RATE_LIMITS_HOURS',
    remove: (db, p, now, limit) =>
      repo.deleteEndedRateLimits(db, before(now, p.rateLimitsHours * HOUR), limit),
  },
  {
    name: 'jobs',
    table: 'jobs',
    setting: 'RETENTION_JOBS_DAYS',
    remove: (db, p, now, limit) =>
      repo.deleteFinishedJobs(db, before(now, p.jobsDays * DAY), limit),
  },
  {
    name: 'readNotifications',
    table: 'notifications',
    setting: 'RETENTION_READ_NOTIFICATIONS_DAYS',
    remove: (db, p, now, limit) =>
      repo.deleteReadNotifications(db, before(now, p.readNotificationsDays * DAY), limit),
  },
  {
    name: 'auditLog',
    table: 'audit_log',
    setting: 'RETENTION_AUDIT_DAYS',
    remove: (db, p, now, limit) =>
      repo.deleteOldAuditEntries(db, before(now, p.auditDays * DAY), limit),
  },
];

/** Rows removed per category name. */
export type RemovedCounts = Record<string, number>;

/** What the removal needs: the database and the periods. */
export interface RetentionContext {
  db: Db;
  config: { retention: RetentionConfig };
}

/**
 * Deletes one batch of category `index` as of `now`; answers how many rows went. Fewer than
 * `limit` means the category is done for this run.
 */
export function removeBatch(
  ctx: RetentionContext,
  index: number,
  now: Date,
  limit = RETENTION_BATCH,
): Promise<number> {
  return retentionCategories[index]!.remove(ctx.db, ctx.config.retention, now, limit);
}

/** Deletes everything past its time as of `now`, batch after batch; answers the counts. */
export async function removeExpired(
  ctx: RetentionContext,
  now: Date,
  limit = RETENTION_BATCH,
): Promise<RemovedCounts> {
  const removed: RemovedCounts = {};
  for (const [index, category] of retentionCategories.entries()) {
    let total = 0;
    for (;;) {
      const count = await removeBatch(ctx, index, now, limit);
      total += count;
      if (count < limit) break;
    }
    removed[category.name] = total;
  }
  return removed;
}

/**
 * The next start of a daily run after `now`: `hour` o'clock in `timeZone` today, or
 * tomorrow when that has passed. On the two days the clocks change it is an hour off.
 */
export function nextRunAt(now: Date, timeZone: string, hour: number): Date {
  const today = dayIn(timeZone, now);
  const at = (day: string) => new Date(startOfDayInstant(day, timeZone).getTime() + hour * HOUR);
  const candidate = at(today);
  return candidate > now ? candidate : at(addDays(today, 1));
}
