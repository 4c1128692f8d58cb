import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** The pinned feed notice: one record (rule 24). */
export const adminNotices = pgTable('admin_notices', {
  id: id(),
  title: text('title').notNull().default(''),
  notice: text('notice').notNull(),
  /** Optional German and English texts (decision 075); empty when not written. */
  titleDe: text('title_de').notNull().default(''),
  titleEn: text('title_en').notNull().default(''),
  noticeDe: text('notice_de').notNull().default(''),
  noticeEn: text('notice_en').notNull().default(''),
  updatedAt: updatedAt(),
});

/** First answers of retried creates, keyed by the client's Idempotency-Key per user and call. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    /**
     * SHA-256 of the first request's canonical payload (decision 061): a reuse of the key
     * with another payload is IDEMPOTENCY_KEY_REUSED. Null on keys stored before, which replay.
     */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

/** Dates of operations that must happen once per install (demo content, admin seeding). */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The background job queue (decision 037, db/jobs.ts): a job is due when queued and its
 * `run_at` has come, or when running under a lease (`locked_until`) that has run out
 * because its process died.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** Which handler runs it. */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** queued | running | done | failed */
    state: text('state').notNull().default('queued'),
    /** Times it was taken by a worker. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not before: the first run, or the next after a failure (backoff). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the worker's lease; once past, another worker takes the job. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The worker holding the lease. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_queued_idx').on(t.runAt).where(sql`${t.state} = 'queued'`),
    index('jobs_running_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
  ],
);

/**
 * The rate limits' counts, shared by every process on the database (decision 049,
 * db/rate-limits.ts): one row per limited route and client, counted until `resets_at`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);
