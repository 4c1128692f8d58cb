import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  countParticipantsAbove,
  findParticipationTotals,
  participantsAboveSql,
} from '../../db/event-ranks';
import { eventTotalColumns } from '../../db/event-totals';
import { areFriendsSql, friendIdsSql } from '../../db/friends';
import { preparedRowsOn } from '../../db/prepared';
import { eventParticipants, events, friendships, teams, users } from '../../db/schema';
import { namesMatch } from '../../db/search';

/** One participant of a ranking as stored: who, how visible, and their totals (tenths). */
export interface ParticipantRow {
  userId: string;
  displayName: string;
  avatarKey: string | null;
  country: string;
  activityShare: string;
  /** False while the account is deactivated: the row stays, anonymous (decision 063). */
  status: boolean;
  acceptFriendship: boolean;
  totalKmTenths: number;
  totalMileTenths: number;
}

export const participantColumns = {
  userId: users.id,
  displayName: users.displayName,
  avatarKey: users.avatarKey,
  country: users.country,
  activityShare: users.activityShare,
  status: users.status,
  acceptFriendship: users.acceptFriendship,
  totalKmTenths: eventParticipants.totalKmTenths,
  totalMileTenths: eventParticipants.totalMileTenths,
};

/**
 * The ranked participations of an event: every participation, also of an account that
 * became an administrator later, so ranks agree with the event's totals, its participant
 * count and the progress screen (decision 021).
 */
function rankedIn(eventId: string): SQL {
  return eq(eventParticipants.eventId, eventId);
}

/** rankedIn for a query that joins each participation's user already. */
const rankedRowsIn = rankedIn;

/** Display order of a ranking: total, then display name (ICU root collation), then id. */
export function rankingOrder(descending: boolean): SQL[] {
  const name = sql`${users.displayName} collate "und-x-icu"`;
  return descending
    ? [desc(eventParticipants.totalKmTenths), asc(name), asc(users.id)]
    : [asc(eventParticipants.totalKmTenths), desc(name), desc(users.id)];
}

/** An event's participant count and collective totals (tenths); undefined when missing. */
export async function findEventTotals(db: Db, eventId: string) {
  const rows = await db
    .select({
      id: events.id,
      participantCount: events.participantCount,
      ...eventTotalColumns(events.id),
    })
    .from(events)
    .where(eq(events.id, eventId));
  return rows[0];
}

/** Whether an event exists. */
export async function eventExists(db: Db, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return rows.length > 0;
}

/** The id of the joined event of `userId` with the latest end date; undefined when none. */
export async function findLatestJoinedEventId(db: Db, userId: string) {
  const rows = await db
    .select({ id: events.id })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .where(eq(eventParticipants.userId, userId))
    .orderBy(desc(events.endDate), desc(events.id))
    .limit(1);
  return rows[0]?.id;
}

/** A page of an event's ranking with what its ranks need, read in one statement. */
export interface RankingPageRead {
  /** The participants of the page in display order (or its reverse). */
  rows: Array<ParticipantRow & { isFriend: boolean }>;
  /** How many participants the event ranks (its maintained count). */
  total: number;
  /**
   * How many participants have a greater km total than the highest of the page: the
   * first row when highest first, the last when reversed (see pageRanks).
   */
  ahead: number;
}

/** A constant bound on the rows of a ranking page, at least the longest page (100). */
const RANKING_PAGE_ROWS_BOUND = 100;

/** A row of findRankingPageWithRanks as the driver answers it. */
interface RankingPageRawRow
  extends Omit<ParticipantRow, 'userId' | 'totalKmTenths' | 'totalMileTenths'> {
  userId: string | null;
  totalKmTenths: string | number | null;
  totalMileTenths: string | number | null;
  isFriend: boolean | null;
  rn: string | number | null;
  total: number;
  ahead: string | number;
}

/**
 * The statement of findRankingPageWithRanks in one order: the event (no row when it does
 * not exist), left-joined to its page of participants (one row of nulls when the page is
 * empty), each with whether the viewer is their friend, and beside them the event's
 * participant count and the count ahead of the page's highest total (decision 020).
 *
 * The page is a range of row_number() under a constant LIMIT, as in the feed
 * (feed-page.repository.ts feedRefsStatement): with LIMIT $n OFFSET $m the generic plan assumed a
 * tenth of the event and read it in parallel (17 ms), so PostgreSQL planned the statement
 * anew on every call (0.3 ms, as much as running it). This way the generic plan walks the
 * ranking index and stops after the page (0.25 ms a call on the benchmark's 100,000).
 */
function rankingPageStatement(descending: boolean): SQL {
  const v = (key: string) => sql.placeholder(key);
  return sql`
    with ev as (
      select ${events.participantCount} from ${events} where ${events.id} = ${v('eventId')}::uuid
    ), ranked as (
      select ${users.id} as "userId", ${users.displayName} as "displayName",
             ${users.avatarKey} as "avatarKey", ${users.country} as "country",
             ${users.activityShare} as "activityShare", ${users.status} as "status",
             ${users.acceptFriendship} as "acceptFriendship",
             ${eventParticipants.totalKmTenths} as "totalKmTenths",
             ${eventParticipants.totalMileTenths} as "totalMileTenths",
             row_number() over (order by ${sql.join(rankingOrder(descending), sql`, `)}) as rn
      from ${eventParticipants} join ${users} on ${users.id} = ${eventParticipants.userId}
      where ${eventParticipants.eventId} = ${v('eventId')}::uuid
    ), page as (
      select * from ranked
      where rn > ${v('offset')}::bigint and rn <= ${v('end')}::bigint
      limit ${sql.raw(String(RANKING_PAGE_ROWS_BOUND))}
    )
    select page.*, ${areFriendsSql(sql`page."userId"`, sql`${v('viewerId')}::uuid`)} as "isFriend",
           ev.participant_count as total,
           ${participantsAboveSql(v('eventId'), sql`(select max("totalKmTenths") from page)`)} as ahead
    from ev left join page on true`;
}

/**
 * One page of an event's ranking (display order, or its reverse) with the event's
 * participant count, the count ahead of the page and the viewer's friendships, in one
 * prepared statement: a ranking page is one round trip to the database. Undefined when
 * the event does not exist.
 */
export async function findRankingPageWithRanks(
  db: Db,
  opts: { eventId: string; viewerId: string; descending: boolean; limit: number; offset: number },
): Promise<RankingPageRead | undefined> {
  if (opts.limit > RANKING_PAGE_ROWS_BOUND) throw new Error('Ranking page too long');
  const name = opts.descending ? 'ranking_page_desc' : 'ranking_page_asc';
  const statement = preparedRowsOn<RankingPageRawRow>(db, name, () =>
    rankingPageStatement(opts.descending),
  );
  const raw = await statement.rows({
    eventId: opts.eventId,
    viewerId: opts.viewerId,
    offset: opts.offset,
    end: opts.offset + opts.limit,
  });
  const first = raw[0];
  if (!first) return undefined;
  // In display order by row number (a string or a number depending on the driver).
  const rows = raw
    .filter((r) => r.userId !== null)
    .sort((x, y) => Number(x.rn) - Number(y.rn))
    .map((r) => ({
      ...r,
      userId: r.userId!,
      totalKmTenths: Number(r.totalKmTenths),
      totalMileTenths: Number(r.totalMileTenths),
      isFriend: r.isFriend === true,
    }));
  return { rows, total: Number(first.total), ahead: Number(first.ahead ?? 0) };
}

/**
 * How many participants of an event have a greater km total than `totalKmTenths` (a rank
 * is this plus one), from the maintained rank counts: constant cost (decision 020).
 */
export const countRankedAhead = countParticipantsAbove;

/** The participation totals (tenths) of `userId` in an event; undefined when not joined. */
export const findParticipation = findParticipationTotals;

/** Which of `userIds` are accepted friends of `viewerId`: one query for a page. */
export async function findFriendIdsAmong(
  db: Db,
  viewerId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ senderId: friendships.senderId, receiverId: friendships.receiverId })
    .from(friendships)
    .where(
      and(
        eq(friendships.status, 'accepted'),
        or(
          and(eq(friendships.senderId, viewerId), inArray(friendships.receiverId, userIds)),
          and(eq(friendships.receiverId, viewerId), inArray(friendships.senderId, userIds)),
        ),
      ),
    );
  return new Set(rows.map((r) => (r.senderId === viewerId ? r.receiverId : r.senderId)));
}

/**
 * The viewer and their accepted friends who joined an event, in display order, each with
 * whether their names match `folded` (true for all when no text is given). A person's
 * friends are few, so the whole circle is read and ranked in code.
 */
export async function findFriendsRanking(
  db: Db,
  opts: { eventId: string; viewerId: string; folded?: string },
): Promise<Array<ParticipantRow & { matches: boolean }>> {
  return db
    .select({
      ...participantColumns,
      matches: opts.folded ? sql<boolean>`${namesMatch(opts.folded)}` : sql<boolean>`true`,
    })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(
      and(
        rankedRowsIn(opts.eventId),
        or(eq(users.id, opts.viewerId), sql`${users.id} in (${friendIdsSql(opts.viewerId)})`),
      ),
    )
    .orderBy(...rankingOrder(true));
}

/**
 * Ranking search among all participants: whether the names match `folded` and the user is
 * not Anonymous to the viewer (Private and deactivated users match only themselves).
 */
function searchCondition(eventId: string, viewerId: string, folded: string): SQL {
  return and(
    rankedRowsIn(eventId),
    namesMatch(folded),
    or(
      and(sql`${users.activityShare} <> 'Private'`, eq(users.status, true)),
      eq(users.id, viewerId),
    ),
  )!;
}

/**
 * One page of the participants whose names match, in display order, each with how many
 * participants are ahead of them (from the maintained rank counts).
 */
export async function findRankingSearchPage(
  db: Db,
  opts: {
    eventId: string;
    viewerId: string;
    folded: string;
    limit: number;
    offset: number;
    /** Within a group: its condition and its count ahead of a row (rankings.group.repository). */
    group?: { where: SQL; ahead: (total: SQL) => SQL<number> };
  },
): Promise<Array<ParticipantRow & { ahead: number }>> {
  const total = sql`"event_participants"."total_km_tenths"`;
  return db
    .select({
      ...participantColumns,
      ahead: opts.group ? opts.group.ahead(total) : participantsAboveSql(opts.eventId, total),
    })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(and(searchCondition(opts.eventId, opts.viewerId, opts.folded), opts.group?.where))
    .orderBy(...rankingOrder(true))
    .limit(opts.limit)
    .offset(opts.offset);
}

/** How many participants the ranking search finds. */
export async function countRankingSearch(
  db: Db,
  opts: { eventId: string; viewerId: string; folded: string; group?: { where: SQL } },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(and(searchCondition(opts.eventId, opts.viewerId, opts.folded), opts.group?.where));
  return row?.n ?? 0;
}

/**
 * Every team with its members' totals (tenths) in an event, counting only members who
 * joined it, and whether `viewerId` belongs to the team. One grouped query: teams are few.
 */
export async function findTeamTotals(db: Db, eventId: string, viewerId: string) {
  return db
    .select({
      teamId: teams.id,
      name: teams.name,
      memberCount: sql<number>`count(${eventParticipants.userId})`.mapWith(Number),
      totalKmTenths: sql<number>`coalesce(sum(${eventParticipants.totalKmTenths}), 0)`.mapWith(
        Number,
      ),
      totalMileTenths: sql<number>`coalesce(sum(${eventParticipants.totalMileTenths}), 0)`.mapWith(
        Number,
      ),
      isMine: sql<boolean>`coalesce(bool_or(${users.id} = ${viewerId}), false)`,
    })
    .from(teams)
    .leftJoin(users, and(eq(users.teamId, teams.id), eq(users.role, 'user')))
    .leftJoin(
      eventParticipants,
      and(eq(eventParticipants.userId, users.id), eq(eventParticipants.eventId, eventId)),
    )
    .groupBy(teams.id);
}
