import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
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
    index('activities_user_feed_idx').on(t.userId, sql`${t.createdAt} desc`),
  ],
);

/** Photos of an activity: re-encoded display image and thumbnail, by storage key. */
export const activityImages = pgTable(
  'activity_images',
  {
    id: id(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('activity_images_activity_idx').on(t.activityId, t.position)],
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
