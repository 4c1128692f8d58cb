import type { RankingGroup } from '@cc/shared/rankings/rankings.schemas';
import { and, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type RankedDimension, segmentAboveSql } from '../../db/event-groups';
import { areFriendsSql } from '../../db/friends';
import { eventParticipants, eventSegmentTotals, users } from '../../db/schema';
import {
  type ParticipantRow,
  participantColumns,
  type RankingPageRead,
  rankingOrder,
} from './rankings.repository';

/** The one dimension a group filter names, when it names exactly one (see groupCounts). */
function singleDimension(
  group: RankingGroup,
): { dimension: RankedDimension; segment: string } | undefined {
  if (group.userType && !group.country) return { dimension: 'userType', segment: group.userType };
  if (group.country && !group.userType) return { dimension: 'country', segment: group.country };
  return undefined;
}

/** The participations of an event in a group, as copied on joining (decision 072). */
export function inGroup(eventId: string, group: RankingGroup): SQL {
  return and(
    eq(eventParticipants.eventId, eventId),
    group.userType ? eq(eventParticipants.userType, group.userType) : undefined,
    group.country ? eq(eventParticipants.country, group.country) : undefined,
  )!;
}

/** A group's size, the count ahead of a total, and the group's summed totals (tenths). */
export interface GroupCounts {
  members: number;
  ahead: number;
  totalKmTenths: number;
  totalMileTenths: number;
}

const noCounts: GroupCounts = { members: 0, ahead: 0, totalKmTenths: 0, totalMileTenths: 0 };

const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * How many participants of a group there are, their summed totals, and how many have a greater total than
 * `total`: from the group's maintained sums and rank counts when the filter names one
 * dimension (constant cost), by counting its rows when it names both (a small group).
 */
export async function groupCounts(
  db: Db,
  eventId: string,
  group: RankingGroup,
  total: number,
): Promise<GroupCounts> {
  const one = singleDimension(group);
  if (!one) {
    const [row] = await db
      .select({
        members: count(),
        ahead:
          sql<number>`count(*) filter (where ${gt(eventParticipants.totalKmTenths, total)})`.mapWith(
            Number,
          ),
        totalKmTenths: sumOf(eventParticipants.totalKmTenths),
        totalMileTenths: sumOf(eventParticipants.totalMileTenths),
      })
      .from(eventParticipants)
      .where(inGroup(eventId, group));
    return row ?? noCounts;
  }
  const [row] = await db
    .select({
      members: sumOf(eventSegmentTotals.registered),
      ahead: segmentAboveSql(eventId, one.dimension, one.segment, sql`${total}::bigint`),
      totalKmTenths: sumOf(eventSegmentTotals.totalKmTenths),
      totalMileTenths: sumOf(eventSegmentTotals.totalMileTenths),
    })
    .from(eventSegmentTotals)
    .where(
      and(
        eq(eventSegmentTotals.eventId, eventId),
        eq(eventSegmentTotals.dimension, one.dimension),
        eq(eventSegmentTotals.segment, one.segment),
      ),
    );
  return row ?? noCounts;
}

/**
 * One page of an event's ranking within a group (display order, or its reverse), with the
 * group's size and the count ahead of the page's highest total (as findRankingPageWithRanks).
 * The page walks the event's ranking index and keeps the group's rows: no index of its own,
 * which every create would have to update (decision 072). A page deep in a small group reads
 * more rows; the group's size and ranks come from its maintained counts.
 */
export async function findGroupRankingPage(
  db: Db,
  opts: {
    eventId: string;
    viewerId: string;
    group: RankingGroup;
    descending: boolean;
    limit: number;
    offset: number;
  },
): Promise<RankingPageRead> {
  const rows: Array<ParticipantRow & { isFriend: boolean }> = await db
    .select({
      ...participantColumns,
      isFriend: sql<boolean>`${areFriendsSql(sql`${users.id}`, sql`${opts.viewerId}::uuid`)}`,
    })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(inGroup(opts.eventId, opts.group))
    .orderBy(...rankingOrder(opts.descending))
    .limit(opts.limit)
    .offset(opts.offset);
  const highest = Math.max(0, ...rows.map((r) => r.totalKmTenths));
  const { members, ahead } = await groupCounts(db, opts.eventId, opts.group, highest);
  return { rows, total: members, ahead: rows.length ? ahead : 0 };
}

/**
 * A group as the ranking search narrows to it: its condition, and the count of its members
 * ahead of a row's total (maintained counts for one dimension, a count of rows for both).
 */
export function groupSearch(eventId: string, group: RankingGroup) {
  const one = singleDimension(group);
  const where = inGroup(eventId, group);
  const ahead = (total: SQL): SQL<number> =>
    one
      ? segmentAboveSql(eventId, one.dimension, one.segment, total)
      : sql<number>`(select count(*) from ${eventParticipants} g
          where g.event_id = ${eventId}::uuid
            and g.user_type is not distinct from ${group.userType ?? null}
            and g.country is not distinct from ${group.country ?? null}
            and g.total_km_tenths > ${total})`.mapWith(Number);
  return { where, ahead };
}
