import {
  bigint,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * An event's participants summed per group (decision 072): per `dimension` (`userType`,
 * `country`, `team`) and `segment` (the participation's copied key; '' for no user type),
 * how many registered, how many are active (a counted activity) and their km totals. Split
 * over 8 shard rows like event_totals, so the creates of one large group do not queue on
 * one row; kept by a trigger on event_participants (migration 0014). A group board reads a
 * few dozen rows whatever the number of participants.
 */
export const eventSegmentTotals = pgTable(
  'event_segment_totals',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    dimension: text('dimension').notNull(),
    segment: text('segment').notNull(),
    shard: smallint('shard').notNull(),
    registered: integer('registered').notNull().default(0),
    active: integer('active').notNull().default(0),
    totalKmTenths: bigint('total_km_tenths', { mode: 'number' }).notNull().default(0),
    totalMileTenths: bigint('total_mile_tenths', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.dimension, t.segment, t.shard] })],
);

/**
 * event_rank_counts per group of the `userType` and `country` dimensions: a rank within a
 * group is 1 + the group's participants above, at a cost that does not grow with the group
 * (decision 020, decision 072). Kept by the same trigger.
 */
export const eventSegmentRankCounts = pgTable(
  'event_segment_rank_counts',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    dimension: text('dimension').notNull(),
    segment: text('segment').notNull(),
    level: smallint('level').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.dimension, t.segment, t.level, t.value] })],
);

/**
 * An event's days (decision 072): counted km and activities dated that day, participants
 * who joined that day, and how many participants' latest counted activity is that day (the
 * insights' "active in the last 7 days" sums 7 of these). Sharded like event_totals; kept by
 * triggers on activities and event_participants (migration 0014).
 */
export const eventDailyTotals = pgTable(
  'event_daily_totals',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    shard: smallint('shard').notNull(),
    kmTenths: bigint('km_tenths', { mode: 'number' }).notNull().default(0),
    activities: integer('activities').notNull().default(0),
    newParticipants: integer('new_participants').notNull().default(0),
    lastActive: integer('last_active').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day, t.shard] })],
);
