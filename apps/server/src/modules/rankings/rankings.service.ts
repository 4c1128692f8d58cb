import { fromTenths } from '@cc/shared/activities/distance';
import { type Paged, type PageQuery, toPaged } from '@cc/shared/common/paging';
import { AppError } from '@cc/shared/errors/app-error';
import type {
  GroupRankingQuery,
  OwnRanking,
  RankingGroup,
  RankingPage,
  RankingQuery,
  RankingRow,
  RankingSearchQuery,
  TeamRankingPage,
} from '@cc/shared/rankings/rankings.schemas';
import { foldSearchText } from '@cc/shared/users/search';
import type { SignedInContext } from '../../platform/context';
import { findGroupRankingPage, groupCounts, groupSearch } from './rankings.group.repository';
import {
  competitionRanks,
  isAnonymousTo,
  pageRanks,
  toRankingRow,
  toTeamRankingRow,
} from './rankings.mapper';
import * as repo from './rankings.repository';
import { findOwnGroups } from './segments.repository';

/** Whether a query narrows a ranking to a group (decision 072). */
const hasGroup = (group: RankingGroup) => Boolean(group.userType || group.country);

/** An empty page of a query. */
function emptyPage<T>(query: PageQuery): Paged<T> {
  return toPaged<T>([], 0, query);
}

/** One page of rows already in memory. */
function slicePage<T>(rows: T[], query: PageQuery): Paged<T> {
  const offset = (query.page - 1) * query.limit;
  return toPaged(rows.slice(offset, offset + query.limit), rows.length, query);
}

/**
 * The event a ranking is about: `eventId` when given (NOT_FOUND when it does not exist),
 * otherwise the caller's joined event with the latest end date; undefined when the caller
 * has joined none.
 */
export async function resolveEventId(
  ctx: SignedInContext,
  eventId: string | undefined,
): Promise<string | undefined> {
  if (eventId === undefined) return repo.findLatestJoinedEventId(ctx.db, ctx.user.id);
  if (!(await repo.eventExists(ctx.db, eventId))) throw new AppError('NOT_FOUND');
  return eventId;
}

/**
 * GET ranking/all: one page of every ranked participant of the event (rule 15), in one
 * statement (repo.findRankingPageWithRanks). Ranks need no window over the event: one
 * count of those ahead of the page's highest total, the rest derived in code. `order=-1`
 * reverses the rows, not the ranks.
 */
export async function getAllRanking(
  ctx: SignedInContext,
  query: GroupRankingQuery,
): Promise<RankingPage> {
  const viewerId = ctx.user.id;
  const eventId = query.event_id ?? (await repo.findLatestJoinedEventId(ctx.db, viewerId));
  if (!eventId) return emptyPage(query);
  const descending = query.order === 1;
  const offset = (query.page - 1) * query.limit;
  const where = { eventId, viewerId, descending, limit: query.limit, offset };
  // Within a group (userType=, country=): the same page, ranks among the group's members.
  const page = hasGroup(query)
    ? (await repo.eventExists(ctx.db, eventId)) &&
      (await findGroupRankingPage(ctx.db, { ...where, group: query }))
    : await repo.findRankingPageWithRanks(ctx.db, where);
  if (!page) throw new AppError('NOT_FOUND');
  const { rows, total, ahead } = page;
  const ranks = pageRanks(
    rows.map((r) => r.totalKmTenths),
    { offset, total, ahead, descending },
  );
  const viewer = {
    id: viewerId,
    friendIds: new Set(rows.filter((r) => r.isFriend).map((r) => r.userId)),
  };
  return toPaged(
    rows.map((r, i) => toRankingRow(r, ranks[i]!, viewer, ctx.storage)),
    total,
    query,
  );
}

/**
 * The viewer and their friends who joined the event, ranked among themselves (1..n with
 * ties), in display order; `folded` marks the rows whose names match.
 */
async function rankFriends(
  ctx: SignedInContext,
  eventId: string,
  folded?: string,
): Promise<Array<{ row: RankingRow; matches: boolean }>> {
  const viewerId = ctx.user.id;
  const rows = await repo.findFriendsRanking(ctx.db, { eventId, viewerId, folded });
  const ranks = competitionRanks(rows.map((r) => r.totalKmTenths));
  const friendIds = new Set(rows.map((r) => r.userId).filter((id) => id !== viewerId));
  const viewer = { id: viewerId, friendIds };
  return rows.map((r, i) => ({
    row: toRankingRow(r, ranks[i]!, viewer, ctx.storage),
    matches: Boolean(r.matches) && !isAnonymousTo(r, viewerId),
  }));
}

/** GET ranking/friends: the viewer and their friends in the event, ranked among themselves. */
export async function getFriendsRanking(
  ctx: SignedInContext,
  query: RankingQuery,
): Promise<RankingPage> {
  const eventId = await resolveEventId(ctx, query.event_id);
  if (!eventId) return emptyPage(query);
  const rows = (await rankFriends(ctx, eventId)).map((r) => r.row);
  if (query.order === -1) rows.reverse();
  return slicePage(rows, query);
}

/**
 * The caller's standing in an event: rank among the ranked participants (0 with zero
 * distances when not joined), the participant count and the event's collective totals.
 */
async function ownRankingIn(
  ctx: SignedInContext,
  eventId: string,
  group: RankingGroup = {},
): Promise<OwnRanking> {
  const userId = ctx.user.id;
  const [event, mine] = await Promise.all([
    repo.findEventTotals(ctx.db, eventId),
    repo.findParticipation(ctx.db, eventId, userId),
  ]);
  if (!event) throw new AppError('NOT_FOUND');
  if (hasGroup(group)) return ownGroupRanking(ctx, eventId, group, mine);
  const rank = mine ? (await repo.countRankedAhead(ctx.db, eventId, mine.totalKmTenths)) + 1 : 0;
  return {
    eventId,
    creatorId: userId,
    rank,
    totalMember: event.participantCount,
    totalMemberRunKm: fromTenths(event.totalKmTenths),
    totalMemberRunMile: fromTenths(event.totalMileTenths),
    distanceKm: fromTenths(mine?.totalKmTenths ?? 0),
    distanceMile: fromTenths(mine?.totalMileTenths ?? 0),
  };
}

/**
 * The caller's standing within a group (decision 072): rank among the group's members, the
 * group's size and its summed totals; rank 0 when the caller's participation is not in it.
 */
async function ownGroupRanking(
  ctx: SignedInContext,
  eventId: string,
  group: RankingGroup,
  mine: { totalKmTenths: number; totalMileTenths: number } | undefined,
): Promise<OwnRanking> {
  const [counts, own] = await Promise.all([
    groupCounts(ctx.db, eventId, group, mine?.totalKmTenths ?? 0),
    findOwnGroups(ctx.db, eventId, ctx.user.id),
  ]);
  const inIt =
    own !== undefined &&
    (!group.userType || own.userType === group.userType) &&
    (!group.country || own.country === group.country);
  return {
    eventId,
    creatorId: ctx.user.id,
    rank: inIt ? counts.ahead + 1 : 0,
    totalMember: counts.members,
    totalMemberRunKm: fromTenths(counts.totalKmTenths),
    totalMemberRunMile: fromTenths(counts.totalMileTenths),
    distanceKm: fromTenths(mine?.totalKmTenths ?? 0),
    distanceMile: fromTenths(mine?.totalMileTenths ?? 0),
  };
}

/** GET ranking/me: the caller's standing; NOT_FOUND when there is no event to rank in. */
export async function getMyRanking(
  ctx: SignedInContext,
  query: GroupRankingQuery,
): Promise<OwnRanking> {
  const eventId = await resolveEventId(ctx, query.event_id);
  if (!eventId) throw new AppError('NOT_FOUND');
  return ownRankingIn(ctx, eventId, query);
}

/** GET /users/event/:eventId/ranking: the caller's standing in that event. */
export function getMyEventRanking(ctx: SignedInContext, eventId: string): Promise<OwnRanking> {
  return ownRankingIn(ctx, eventId);
}

/**
 * GET ranking/team: every team with its members' totals in the event summed (members who
 * joined it), the average per such member, ranked with ties; by total, then name, then id.
 */
export async function getTeamRanking(
  ctx: SignedInContext,
  query: RankingQuery,
): Promise<TeamRankingPage> {
  const viewerId = ctx.user.id;
  const eventId = await resolveEventId(ctx, query.event_id);
  if (!eventId) return emptyPage(query);
  const teams = await repo.findTeamTotals(ctx.db, eventId, viewerId);
  teams.sort(
    (a, b) =>
      b.totalKmTenths - a.totalKmTenths ||
      a.name.localeCompare(b.name, 'und') ||
      (a.teamId < b.teamId ? -1 : 1),
  );
  const ranks = competitionRanks(teams.map((t) => t.totalKmTenths));
  const rows = teams.map((t, i) => toTeamRankingRow(t, ranks[i]!));
  if (query.order === -1) rows.reverse();
  return slicePage(rows, query);
}

/**
 * GET ranking/{all,friends}/search: the rows of that ranking whose names match `name`
 * (accent- and case-insensitive), with their rank in that ranking; Anonymous users never
 * match. No name, no rows.
 */
export async function searchRanking(
  ctx: SignedInContext,
  type: 'all' | 'friends',
  query: RankingSearchQuery,
): Promise<RankingPage> {
  const viewerId = ctx.user.id;
  const folded = foldSearchText(query.name);
  const eventId = await resolveEventId(ctx, query.event_id);
  if (!eventId || !folded) return emptyPage(query);
  if (type === 'friends') {
    const rows = await rankFriends(ctx, eventId, folded);
    return slicePage(
      rows.filter((r) => r.matches).map((r) => r.row),
      query,
    );
  }
  const group = hasGroup(query) ? groupSearch(eventId, query) : undefined;
  const search = { eventId, viewerId, folded, group };
  const [rows, total] = await Promise.all([
    repo.findRankingSearchPage(ctx.db, {
      ...search,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repo.countRankingSearch(ctx.db, search),
  ]);
  const friendIds = await repo.findFriendIdsAmong(
    ctx.db,
    viewerId,
    rows.map((r) => r.userId),
  );
  const viewer = { id: viewerId, friendIds };
  return toPaged(
    rows.map((r) => toRankingRow(r, r.ahead + 1, viewer, ctx.storage)),
    total,
    query,
  );
}
