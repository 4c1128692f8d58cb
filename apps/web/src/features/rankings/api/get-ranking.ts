import type { RankingGroup, RankingPage } from '@cc/shared/rankings/rankings.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { rankingKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** Page size of every ranking list (participant spec §9). */
export const RANKING_PAGE_SIZE = 10;

/** The two participant rankings: every participant, or the user and their friends. */
export type ParticipantRankingType = 'all' | 'friends';

/**
 * GET /api/activities/ranking/{all|friends}: one page of an event's ranking, best first. A
 * `group` (ranking/all only) ranks the participants of one user type or country among
 * themselves.
 */
export function getRanking(
  type: ParticipantRankingType,
  eventId: string,
  page: number,
  group: RankingGroup = {},
  signal?: AbortSignal,
): Promise<RankingPage> {
  return api<RankingPage>(`/activities/ranking/${type}`, {
    query: {
      event_id: eventId,
      sort: 'rank',
      order: 1,
      page,
      limit: RANKING_PAGE_SIZE,
      ...group,
    },
    signal,
  });
}

/** Infinite query options of a ranking: pages are appended while `hasNextPage` holds. */
export function rankingQueryOptions(
  type: ParticipantRankingType,
  eventId: string,
  group: RankingGroup = {},
) {
  return infiniteQueryOptions({
    queryKey: rankingKeys.participants(type, eventId, group),
    queryFn: ({ pageParam, signal }) => getRanking(type, eventId, pageParam, group, signal),
    initialPageParam: 1,
    getNextPageParam: (last: RankingPage) => (last.hasNextPage ? last.page + 1 : undefined),
  });
}

/** The pages of a ranking loaded so far, within a group if one is given. */
export function useRanking(
  type: ParticipantRankingType,
  eventId: string,
  group: RankingGroup = {},
) {
  return useInfiniteQuery(rankingQueryOptions(type, eventId, group));
}
