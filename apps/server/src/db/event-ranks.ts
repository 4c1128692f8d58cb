import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { eventRankCounts } from './schema';

/** Totals (km tenths) per bucket of event_rank_counts level 1: 100 km. */
export const RANK_BUCKET = 1000;

/**
 * How many participants of an event have a greater km total than `totalKmTenths`, from the
 * counts the trigger keeps (decision 020): the buckets above the total's bucket, plus the
 * exact totals above it within that bucket. At most a few hundred small rows whatever the
 * number of participants, where counting participants directly grows with the event.
 */
export async function countParticipantsAbove(
  db: Db,
  eventId: string,
  totalKmTenths: number,
): Promise<number> {
  const bucket = Math.floor(totalKmTenths / RANK_BUCKET);
  const result = await db.execute(sql`
    select
      coalesce((select sum(n) from ${eventRankCounts}
        where event_id = ${eventId} and level = 1 and value > ${bucket}), 0)
      + coalesce((select sum(n) from ${eventRankCounts}
        where event_id = ${eventId} and level = 0 and value > ${totalKmTenths}
          and value < ${(bucket + 1) * RANK_BUCKET}), 0) as above
  `);
  const row = (result as unknown as { rows: Array<{ above: string | number }> }).rows[0];
  return Number(row?.above ?? 0);
}

/** An event rank (DECISIONS 15): 1 + the participants with a greater total; ties share. */
export async function rankOfTotal(db: Db, eventId: string, totalKmTenths: number) {
  return 1 + (await countParticipantsAbove(db, eventId, totalKmTenths));
}
