import type { FairPlayFlag, ReviewStatus } from '@cc/shared/fair-play/fair-play.rules';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { events } from './events';
import { users } from './users';

/** A logged distance. Both units are stored, in tenths, as the user's entry converted once. */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    distanceKmTenths: integer('distance_km_tenths').notNull(),
    distanceMileTenths: integer('distance_mile_tenths').notNull(),
    notice: text('notice').notNull().default(''),
    /** Minutes, when given (issue 25): with them the app shows the pace and checks the speed. */
    durationMinutes: integer('duration_minutes'),
    /**
     * Fair play (decision 071): ok, flagged and approved count in every total; held and
     * excluded count nowhere until an organiser approves or reinstates them.
     */
    reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default('ok'),
    /** The checks' reasons of the last create or edit, with their figures. */
    reviewFlags: jsonb('review_flags').$type<FairPlayFlag[]>().notNull().default([]),
    /** The organiser's reason for the last decision, told to the owner. */
    reviewReason: text('review_reason'),
    /** Maintained counters the feed reads. */
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('activities_user_event_date_idx').on(t.userId, t.eventId, t.date),
    index('activities_event_idx').on(t.eventId),
    index('activities_feed_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // One author's posts in feed order: befriending copies them into the other's inbox (decision 089).
    index('activities_user_feed_idx').on(t.userId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The organiser's queue: only what waits for a look, newest first, per event or all.
    index('activities_review_queue_idx')
      .on(t.eventId, t.reviewStatus, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.reviewStatus} in ('flagged', 'held')`),
    index('activities_review_all_idx')
      .on(t.reviewStatus, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.reviewStatus} in ('flagged', 'held')`),
    check(
      'activities_review_status_check',
      sql`${t.reviewStatus} in ('ok', 'flagged', 'held', 'approved', 'excluded')`,
    ),
    check(
      'activities_duration_check',
      sql`${t.durationMinutes} is null or ${t.durationMinutes} between 1 and 1440`,
    ),
  ],
);

/**
 * The friends tab's inbox (decision 089): for every user, one row per post of theirs and of
 * each friend (accepted friendship, either direction), in the tab's order. Kept by triggers
 * on activities and friendships (migration 0018) for every writer; read as one range of the
 * primary key per viewer. It only lists candidates: the feed still applies every privacy
 * rule to each post it reads (feed.visibility.ts).
 */
export const feedInbox = pgTable(
  'feed_inbox',
  {
    // No foreign keys: checking two per row made a post of someone with 50 friends cost
    // three times as much; triggers remove the rows of a deleted user or post instead.
    viewerId: uuid('viewer_id').notNull(),
    /** The post's created_at, copied so the range is in feed order without reading the post. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    activityId: uuid('activity_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.createdAt, t.activityId] }),
    // A post's rows, for its deletion and a change of its created_at.
    index('feed_inbox_activity_idx').on(t.activityId),
  ],
);

/**
 * Photos of an activity: re-encoded display image, thumbnail and the feed's middle width
 * (decision 085), by storage key.
 */
export const activityImages = pgTable(
  'activity_images',
  {
    id: id(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    /** The feed's middle width (decision 085); null on a photo stored before it, until backfilled. */
    mediumKey: text('medium_key'),
    /** Pixel size of the display image, for the srcset's width descriptors; null like mediumKey. */
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
    /** SHA-256 of the uploaded bytes (hex), to find a photo reused on another activity. */
    sha256: text('sha256'),
    /** The day the original says it was taken (EXIF), kept without the rest of its metadata. */
    capturedOn: date('captured_on'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_images_activity_idx').on(t.activityId, t.position),
    index('activity_images_sha256_idx').on(t.sha256),
    // Photos still without the middle width, for the backfill; empty once it has run.
    index('activity_images_medium_missing_idx').on(t.id).where(sql`${t.mediumKey} is null`),
  ],
);

/**
 * Every review decision on an activity, append-only (an update is refused by a trigger,
 * migration 0013): who decided what, from which status to which, and why.
 */
export const activityReviews = pgTable(
  'activity_reviews',
  {
    id: id(),
    /** No foreign key: the record outlives a deleted activity. */
    activityId: uuid('activity_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The activity's owner. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organiser; null once their account is deleted. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_reviews_activity_idx').on(t.activityId, t.createdAt)],
);

/** Comments on activities, stored as plain text. */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_activity_idx').on(t.activityId, t.createdAt),
    index('comments_user_idx').on(t.userId),
  ],
);

/** One like per user and activity. */
export const likes = pgTable(
  'likes',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.userId] }),
    index('likes_user_idx').on(t.userId),
    // The feed shows each post's newest likes first: read in order, not all then sorted.
    index('likes_activity_created_idx').on(
      t.activityId,
      sql`${t.createdAt} desc`,
      sql`${t.userId} desc`,
    ),
  ],
);
