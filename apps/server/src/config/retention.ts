import { z } from 'zod';

/**
 * How long the retention job (modules/retention, decision 093) keeps each kind of record once
 * it is past its use, read from the environment by config.ts. Each period counts from the
 * moment the record stopped being needed: a token's expiry, a job's end, a notification's
 * reading. The defaults are what docs/PRIVACY.md states.
 */

/** A whole number of hours or days from `min`, at most 100 years (a Date stays in range). */
const period = (min: number, fallback: number) =>
  z.coerce.number().int().min(min).max(36_500).default(fallback);

/** The retention variables, spread into config.ts's environment schema. */
export const retentionEnv = {
  /** Hour of the day (0-23, platform TIME_ZONE) the daily run starts. */
  RETENTION_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /**
   * Hours an e-mail link token or a company sign-in in progress is kept after its expiry;
   * at least 1, as the reset-mail limit counts the links of the last hour.
   */
  RETENTION_TOKENS_HOURS: period(1, 24),
  /** Days an expired sign-in session is kept (what push subscriptions are judged by). */
  RETENTION_SESSIONS_DAYS: period(0, 30),
  /** Days without a live session after which an account's push subscriptions go. */
  RETENTION_PUSH_SUBSCRIPTIONS_DAYS: period(1, 30),
  /** Hours the first answer of a retried write is kept for its retries. */
  RETENTION_IDEMPOTENCY_HOURS: period(1, 24),
  /** Hours a rate-limit counter is kept after its window ended. */
  RETENTION_RATE_LIMITS_HOURS: period(0, 0),
  /** Days a finished (done or failed) background job is kept for diagnosis. */
  RETENTION_JOBS_DAYS: period(0, 7),
  /** Days a notification is kept after its recipient read it. */
  RETENTION_READ_NOTIFICATIONS_DAYS: period(1, 180),
  /** Days an audit trail row is kept (decision 095). */
  RETENTION_AUDIT_DAYS: period(1, 730),
};

/** The periods of the retention job. */
export interface RetentionConfig {
  /** Hour of the day, in the platform time zone, the daily run starts. */
  hour: number;
  tokensHours: number;
  sessionsDays: number;
  pushSubscriptionsDays: number;
  idempotencyHours: number;
  rateLimitsHours: number;
  jobsDays: number;
  readNotificationsDays: number;
  auditDays: number;
}

type RetentionEnv = { [K in keyof typeof retentionEnv]: z.infer<(typeof retentionEnv)[K]> };

/** The retention periods of the validated environment. */
export function retentionConfig(e: RetentionEnv): RetentionConfig {
  if (e.RETENTION_PUSH_SUBSCRIPTIONS_DAYS > e.RETENTION_SESSIONS_DAYS) {
    // A subscription goes when its account had no session for that long, which only the
    // expired sessions still kept can tell.
    throw new Error(
      'Invalid configuration: RETENTION_PUSH_SUBSCRIPTIONS_DAYS must not exceed RETENTION_SESSIONS_DAYS',
    );
  }
  return {
    hour: e.RETENTION_HOUR,
    tokensHours: e.RETENTION_TOKENS_HOURS,
    sessionsDays: e.RETENTION_SESSIONS_DAYS,
    pushSubscriptionsDays: e.RETENTION_PUSH_SUBSCRIPTIONS_DAYS,
    idempotencyHours: e.RETENTION_IDEMPOTENCY_HOURS,
    rateLimitsHours: e.RETENTION_RATE_LIMITS_HOURS,
    jobsDays: e.RETENTION_JOBS_DAYS,
    readNotificationsDays: e.RETENTION_READ_NOTIFICATIONS_DAYS,
    auditDays: e.RETENTION_AUDIT_DAYS,
  };
}
