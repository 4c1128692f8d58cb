import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/**
 * Time-boxed challenges. Distances are integers (hundredths for the target, tenths for
 * totals) so sums and rankings are exact and cheap to sort.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /**
     * Optional German and English texts of the name and description (decision 075):
     * participants read their language's, else the other's, else the single field above.
     */
    nameDe: text('name_de').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    descriptionDe: text('description_de').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Storage key of the event's image (WebP, stored like activity photos), or null. */
    imageKey: text('image_key'),
    /** Calendar days in the platform time zone, both inclusive. */
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** 1 visible to participants, 0 hidden (decision 034). */
    status: integer('status').notNull().default(1),
    maximumKmHundredths: integer('maximum_km_hundredths').notNull(),
    maximumMileHundredths: integer('maximum_mile_hundredths').notNull(),
    participantCount: integer('participant_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_end_date_idx').on(t.endDate),
    index('events_created_at_idx').on(t.createdAt),
    check('events_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/** A user's participation in an event, with the maintained totals rankings read. */
export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalKmTenths: bigint('total_km_tenths', { mode: 'number' }).notNull().default(0),
    totalMileTenths: bigint('total_mile_tenths', { mode: 'number' }).notNull().default(0),
    activityCount: integer('activity_count').notNull().default(0),
    /**
     * The participant's team, copied from users.team_id by triggers (migration 0012) so the
     * team totals below follow joins, activity writes, team changes and removals alike.
     */
    teamId: uuid('team_id'),
    /**
     * The participant's user type and country as they were on joining (migration 0014,
     * decision 072): group boards and rankings within a group read these, so a profile edit
     * mid-event moves no kilometres between groups. Only an administrator corrects them.
     */
    userType: text('user_type'),
    country: text('country'),
    /** The calendar day of joining in the platform time zone (the insights' new participants). */
    joinedOn: date('joined_on'),
    /** The latest date of a counted activity (the insights' active in the last 7 days). */
    lastActiveDate: date('last_active_date'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_participants_ranking_idx').on(t.eventId, t.totalKmTenths, t.userId),
    index('event_participants_user_idx').on(t.userId),
  ],
);

/**
 * An event's collective totals, split over a few shard rows whose sum is the total. Every
 * activity write adds to one shard in its own transaction; with one row per event, every
 * concurrent create of the event would queue on that row's lock until commit.
 */
export const eventTotals = pgTable(
  'event_totals',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    totalKmTenths: bigint('total_km_tenths', { mode: 'number' }).notNull().default(0),
    totalMileTenths: bigint('total_mile_tenths', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.shard] })],
);

/**
 * The summed km totals of an event's participants per team (the team of each participation,
 * `event_participants.team_id`), split over a few shard rows like event_totals, kept by a
 * trigger on event_participants (migration 0012, decision 070): a team pledge reads its
 * kilometres in a few rows instead of adding up its members. No foreign key to teams: a
 * deleted team's rows are left behind, unread.
 */
export const eventTeamTotals = pgTable(
  'event_team_totals',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull(),
    shard: smallint('shard').notNull(),
    totalKmTenths: bigint('total_km_tenths', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.teamId, t.shard] })],
);

/**
 * How many participants of an event have each total (level 0: the exact total in km
 * tenths; level 1: the total's bucket of 100 km), kept by a trigger on event_participants
 * (migration 0002). A rank is 1 + the participants above: the buckets above plus the
 * exact totals above within the own bucket, so its cost does not grow with the number of
 * participants (decision 020).
 */
export const eventRankCounts = pgTable(
  'event_rank_counts',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.level, t.value] })],
);
