import { and, asc, count, desc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventParticipants, events, teams, users } from '../../db/schema';
import { namesMatch } from '../../db/search';

/** A user as the participant search lists them (never the email address). */
const hitColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  avatarKey: users.avatarKey,
  country: users.country,
  acceptFriendship: users.acceptFriendship,
};
/** A participant search hit as stored. */
export interface UserHitRow {
  id: string;
  firstName: string;
  lastName: string;
  displayName: string;
  avatarKey: string | null;
  country: string;
  acceptFriendship: boolean;
}

/**
 * Participants other users may find: verified, active, not administrators and not Private
 * (rule 16), whose names contain `folded` (already folded text).
 */
function searchCondition(folded: string): SQL | undefined {
  return and(
    eq(users.role, 'user'),
    eq(users.status, true),
    isNotNull(users.verifiedAt),
    ne(users.activityShare, 'Private'),
    namesMatch(folded),
  );
}

/**
 * One page of the participant search, by display name then id (users_display_name_idx, read
 * backwards when `descending`).
 */
export async function findSearchPage(
  db: Db,
  folded: string,
  page: { limit: number; offset: number; descending: boolean },
): Promise<UserHitRow[]> {
  const direction = page.descending ? desc : asc;
  return db
    .select(hitColumns)
    .from(users)
    .where(searchCondition(folded))
    .orderBy(direction(sql`${users.displayName} collate "und-x-icu"`), direction(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many participants the search finds. */
export async function countSearch(db: Db, folded: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(searchCondition(folded));
  return row?.n ?? 0;
}

/**
 * A user with what their public profile shows and what decides whether it may be shown
 * (role, active flag, verification, privacy), with their team's name and the ids of their
 * events, in one round trip. Undefined when the user does not exist. The outer id is spelled
 * out as "users"."id" because Drizzle renders it unqualified inside the subquery.
 */
export async function findPublicUserRow(db: Db, id: string) {
  const rows = await db
    .select({
      ...hitColumns,
      userType: users.userType,
      activityType: users.activityType,
      activityShare: users.activityShare,
      role: users.role,
      status: users.status,
      verifiedAt: users.verifiedAt,
      teamName: teams.name,
      events: sql<string[]>`coalesce((
        select json_agg(ep.event_id order by ep.joined_at, ep.event_id)
        from event_participants ep where ep.user_id = "users"."id"
      ), '[]'::json)`,
    })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, id));
  return rows[0];
}

/**
 * A user's participations with the event and their rank there (1 + the participants with a
 * greater total, so equal totals share a rank; counted on event_participants_ranking_idx),
 * end date newest first. Only `eventId` when given. The outer columns are spelled out, as
 * Drizzle may render them unqualified inside the subquery.
 */
export async function findCompetitorEvents(db: Db, userId: string, eventId?: string) {
  return db
    .select({
      eventId: events.id,
      name: events.name,
      startDate: events.startDate,
      endDate: events.endDate,
      participantCount: events.participantCount,
      totalKmTenths: eventParticipants.totalKmTenths,
      totalMileTenths: eventParticipants.totalMileTenths,
      activityCount: eventParticipants.activityCount,
      ahead: sql<number>`(
        select count(*) from event_participants o
        where o.event_id = "event_participants"."event_id"
          and o.total_km_tenths > "event_participants"."total_km_tenths"
      )`.mapWith(Number),
    })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .where(
      eventId
        ? and(eq(eventParticipants.userId, userId), eq(eventParticipants.eventId, eventId))
        : eq(eventParticipants.userId, userId),
    )
    .orderBy(desc(events.endDate), desc(events.id));
}
