import type { Paged } from '@cc/shared/common/paging';
import type { MyEvent } from '@cc/shared/events/events.schemas';
import type { OwnRanking, RankingRow, TeamRankingRow } from '@cc/shared/rankings/rankings.schemas';

/** One of the user's events as GET /api/profile/events answers it (tests). */
export function buildMyEvent(overrides: Partial<MyEvent> = {}): MyEvent {
  return {
    _id: 'event-1',
    name: 'Spring Run',
    description: '',
    startDate: '2026-06-10',
    endDate: '2026-06-20',
    status: 1,
    maximumKm: 100,
    maximumMile: 62.14,
    totalKm: 120.5,
    totalMile: 74.9,
    participantCount: 5,
    state: 'running',
    startsAt: '2026-06-09T22:00:00.000Z',
    endsAt: '2026-06-20T22:00:00.000Z',
    isRegistered: true,
    myTotalKm: 10,
    myTotalMile: 6.2,
    myActivityCount: 2,
    ...overrides,
  };
}

/** A participant's ranking row (tests): a visible, linkable other participant. */
export function buildRankingRow(overrides: Partial<RankingRow> = {}): RankingRow {
  return {
    rank: 1,
    creatorId: 'user-2',
    displayName: 'Bert Bauer',
    avatar: null,
    country: 'DE',
    distanceKm: 42.5,
    distanceMile: 26.4,
    isFriend: 'NO',
    isAnonymous: false,
    isMe: false,
    acceptFriendship: true,
    ...overrides,
  };
}

/** An Anonymous row, as the API sends a Private participant (tests). */
export function buildAnonymousRow(overrides: Partial<RankingRow> = {}): RankingRow {
  return buildRankingRow({
    creatorId: null,
    displayName: 'anonymous',
    avatar: null,
    country: null,
    isAnonymous: true,
    ...overrides,
  });
}

/** A team's ranking row (tests). */
export function buildTeamRankingRow(overrides: Partial<TeamRankingRow> = {}): TeamRankingRow {
  return {
    rank: 1,
    teamId: 'team-1',
    name: 'Blue Runners',
    memberCount: 4,
    distanceKm: 120,
    distanceMile: 74.6,
    averageKm: 30,
    averageMile: 18.6,
    isMine: false,
    ...overrides,
  };
}

/** The caller's own standing (tests). */
export function buildOwnRanking(overrides: Partial<OwnRanking> = {}): OwnRanking {
  return {
    eventId: 'event-1',
    creatorId: 'user-1',
    rank: 3,
    totalMember: 12,
    totalMemberRunKm: 1234.5,
    totalMemberRunMile: 767.1,
    distanceKm: 42,
    distanceMile: 26.1,
    ...overrides,
  };
}

/** One page of a ranking with the paging fields the API computes (tests). */
export function buildPage<T>(
  docs: T[],
  { page = 1, limit = 10, totalDocs = docs.length } = {},
): Paged<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages };
}
