import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { eventParticipants, eventRankCounts } from './schema';

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
  const result = await db.execute(
    sql`select ${participantsAboveSql(eventId, sql`${totalKmTenths}::bigint`)} as above`,
  );
  const row = (result as unknown as { rows: Array<{ above: string | number }> }).rows[0];
  return Number(row?.above ?? 0);
}

/**
 * countParticipantsAbove as a correlated subquery for a select list, for rows whose total
 * is the expression `total` (e.g. a participation's column): constant cost per row.
 * `eventId` may be a placeholder of a prepared statement.
 */
export function participantsAboveSql(eventId: string | Placeholder, total: SQL): SQL<number> {
  const bucket = sql`(${total}) / ${RANK_BUCKET}`;
  return sql<number>`(
    coalesce((select sum(c.n) from ${eventRankCounts} c
      where c.event_id = ${eventId} and c.level = 1 and c.value > ${bucket}), 0)
    + coalesce((select sum(c.n) from ${eventRankCounts} c
      where c.event_id = ${eventId} and c.level = 0 and c.value > (${total})
        and c.value < (${bucket} + 1) * ${RANK_BUCKET}), 0)
  )`.mapWith(Number);
}

/**
 * A participant's totals in an event (tenths), whose rank countParticipantsAbove tells;
 * undefined when `userId` has not joined it.
 */
export async function findParticipationTotals(db: Db, eventId: string, userId: string) {
  const rows = await db
    .select({
      totalKmTenths: eventParticipants.totalKmTenths,
      totalMileTenths: eventParticipants.totalMileTenths,
    })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
  return rows[0];
}
