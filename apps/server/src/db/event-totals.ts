import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { eventTotals } from './schema';

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
