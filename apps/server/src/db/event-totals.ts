import { isCounted, type ReviewStatus } from '@cc/shared/fair-play/fair-play.rules';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { eventParticipants, eventTotals } from './schema';

/**
 * How many rows an event's collective totals are split over. Concurrent creates pick a
 * random shard, so two of them wait for each other only when they pick the same one;
 * reading a total sums at most this many rows.
 */
export const EVENT_TOTAL_SHARDS = 16;

/** A shard for the next write. */
export function pickShard(): number {
  return Math.floor(Math.random() * EVENT_TOTAL_SHARDS);
}

/** A change to an event's collective totals, in tenths. */
export interface TotalsDelta {
  kmTenths: number;
  mileTenths: number;
}

/**
 * The collective totals of the event whose id is `eventId` (a column or a value), as
 * correlated subqueries for a select list: `{ totalKmTenths, totalMileTenths }`.
 */
export function eventTotalColumns(eventId: AnyPgColumn | SQL) {
  const sum = (column: 'total_km_tenths' | 'total_mile_tenths') =>
    sql<number>`(select coalesce(sum(et.${sql.raw(column)}), 0) from ${eventTotals} et where et.event_id = ${eventId})`.mapWith(
      Number,
    );
  return { totalKmTenths: sum('total_km_tenths'), totalMileTenths: sum('total_mile_tenths') };
}

/**
 * The upsert that adds the rows of `source` (a subquery with the columns event_id, km and
 * mile, at most one row per event) to shard `shard` of their events: a statement fragment
 * for a writing CTE, so the totals change in the same statement as the write that causes
 * them. `shard` is a value (pickShard) or a placeholder of a prepared statement.
 */
export function addToShardsFrom(source: SQL, shard: SQL | Placeholder | number = pickShard()): SQL {
  return sql`
    insert into ${eventTotals} as et (event_id, shard, total_km_tenths, total_mile_tenths)
    select s.event_id, ${shard}::smallint, s.km, s.mile from ${source} s
    on conflict (event_id, shard) do update
    set total_km_tenths = et.total_km_tenths + excluded.total_km_tenths,
        total_mile_tenths = et.total_mile_tenths + excluded.total_mile_tenths`;
}

/** Adds a change to an event's collective totals (one upsert on a random shard). */
export async function addToEventTotals(db: Db, eventId: string, delta: TotalsDelta) {
  if (delta.kmTenths === 0 && delta.mileTenths === 0) return;
  await db.execute(
    addToShardsFrom(
      sql`(select ${eventId}::uuid as event_id, ${delta.kmTenths}::bigint as km, ${delta.mileTenths}::bigint as mile)`,
    ),
  );
}

/**
 * Adds a change to the maintained totals of one participation (distances in tenths and the
 * activity count) and to one shard of its event's collective totals, in ONE statement with
 * atomic `x = x + d` updates: one round trip on the hottest write. The event's totals change
 * only when the participation exists; answers whether it does.
 */
export async function addToParticipationTotals(
  db: Db,
  eventId: string,
  userId: string,
  delta: { kmTenths: number; mileTenths: number; count: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    with participation as (
      update ${eventParticipants}
      set total_km_tenths = total_km_tenths + ${delta.kmTenths},
          total_mile_tenths = total_mile_tenths + ${delta.mileTenths},
          activity_count = activity_count + ${delta.count},
          updated_at = now()
      where event_id = ${eventId} and user_id = ${userId}
      returning 1
    ), event as (
      ${addToShardsFrom(sql`(select ${eventId}::uuid as event_id, ${delta.kmTenths}::bigint as km, ${delta.mileTenths}::bigint as mile where exists (select 1 from participation) and (${delta.kmTenths} <> 0 or ${delta.mileTenths} <> 0))`)}
      returning 1
    )
    select (select count(*) from participation)::int as joined, (select count(*) from event)::int as touched
  `);
  const row = (result as unknown as { rows: Array<{ joined: number }> }).rows[0];
  return (row?.joined ?? 0) > 0;
}

/** A version of an activity as the totals see it. */
export interface CountedVersion {
  distanceKmTenths: number;
  distanceMileTenths: number;
  reviewStatus: ReviewStatus;
}

/** The kilometres (tenths) a version of an activity adds to the totals: none unless it counts. */
export const countedKmTenths = (v: CountedVersion) =>
  isCounted(v.reviewStatus) ? v.distanceKmTenths : 0;

/**
 * Moves the participant's and the event's totals from what one version of an activity
 * added to what the next adds (`after` null for a deletion): its distance and its count,
 * each only while the version counts (decision 071: held and excluded ones add nothing).
 */
export async function applyDistanceChange(
  db: Db,
  before: CountedVersion & { eventId: string; userId: string },
  after: CountedVersion | null,
) {
  const was = isCounted(before.reviewStatus);
  const is = after !== null && isCounted(after.reviewStatus);
  const kmTenths = (is ? after.distanceKmTenths : 0) - (was ? before.distanceKmTenths : 0);
  const mileTenths = (is ? after.distanceMileTenths : 0) - (was ? before.distanceMileTenths : 0);
  const count = (is ? 1 : 0) - (was ? 1 : 0);
  if (kmTenths === 0 && mileTenths === 0 && count === 0) return;
  await addToParticipationTotals(db, before.eventId, before.userId, {
    kmTenths,
    mileTenths,
    count,
  });
}
