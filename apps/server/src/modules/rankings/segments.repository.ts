import type { SegmentDimension } from '@cc/shared/rankings/segments.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventParticipants, eventSegmentTotals, teams } from '../../db/schema';

/** One group's maintained sums (tenths), its shards added up. */
export interface SegmentSums {
  segment: string;
  /** A team's name; null for the other dimensions and for a team deleted since. */
  teamName: string | null;
  registered: number;
  active: number;
  totalKmTenths: number;
  totalMileTenths: number;
}

/**
 * Every group of one dimension of an event with its sums, from event_segment_totals: a
 * few rows per group whatever the number of participants (decision 072). Groups nobody is
 * registered in any more are left out, and so are teams deleted since.
 */
export async function findSegmentSums(
  db: Db,
  eventId: string,
  dimension: SegmentDimension,
): Promise<SegmentSums[]> {
  const rows = await db
    .select({
      segment: eventSegmentTotals.segment,
      teamName: sql<string | null>`max(${teams.name})`,
      registered: sql<number>`sum(${eventSegmentTotals.registered})`.mapWith(Number),
      active: sql<number>`sum(${eventSegmentTotals.active})`.mapWith(Number),
      totalKmTenths: sql<number>`sum(${eventSegmentTotals.totalKmTenths})`.mapWith(Number),
      totalMileTenths: sql<number>`sum(${eventSegmentTotals.totalMileTenths})`.mapWith(Number),
    })
    .from(eventSegmentTotals)
    .leftJoin(teams, sql`${teams.id}::text = ${eventSegmentTotals.segment}`)
    .where(
      and(eq(eventSegmentTotals.eventId, eventId), eq(eventSegmentTotals.dimension, dimension)),
    )
    .groupBy(eventSegmentTotals.segment)
    .having(sql`sum(${eventSegmentTotals.registered}) > 0`);
  return dimension === 'team' ? rows.filter((r) => r.teamName !== null) : rows;
}

/** The groups of one participation as copied on joining; undefined when not joined. */
export async function findOwnGroups(db: Db, eventId: string, userId: string) {
  const [row] = await db
    .select({
      userType: eventParticipants.userType,
      country: eventParticipants.country,
      teamId: eventParticipants.teamId,
    })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
  return row;
}
