import type { SegmentDimension } from '@cc/shared/rankings/segments.schemas';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { RANK_BUCKET } from './event-ranks';
import { eventSegmentRankCounts } from './schema';

/** The dimensions whose groups keep rank counts (a team has its own ranking). */
export type RankedDimension = Exclude<SegmentDimension, 'team'>;

/**
 * How many participants of one group of an event have a greater km total than `total`,
 * from the group's maintained rank counts (migration 0014): participantsAboveSql within a
 * group, at a cost that does not grow with the group (decision 072).
 */
export function segmentAboveSql(
  eventId: string | Placeholder,
  dimension: RankedDimension,
  segment: string | Placeholder,
  total: SQL,
): SQL<number> {
  const bucket = sql`(${total}) / ${RANK_BUCKET}`;
  const group = sql`c.event_id = ${eventId}::uuid and c.dimension = ${dimension} and c.segment = ${segment}`;
  return sql<number>`(
    coalesce((select sum(c.n) from ${eventSegmentRankCounts} c
      where ${group} and c.level = 1 and c.value > ${bucket}), 0)
    + coalesce((select sum(c.n) from ${eventSegmentRankCounts} c
      where ${group} and c.level = 0 and c.value > (${total})
        and c.value < (${bucket} + 1) * ${RANK_BUCKET}), 0)
  )`.mapWith(Number);
}
