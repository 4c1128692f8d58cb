import type { TeamRankingPage } from '@cc/shared/rankings/rankings.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { rankingKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import { RANKING_PAGE_SIZE } from './get-ranking';

/** GET /api/activities/ranking/team: one page of the teams ranked by their members' total. */
export function getTeamRanking(
  eventId: string,
  page: number,
  signal?: AbortSignal,
): Promise<TeamRankingPage> {
  return api<TeamRankingPage>('/activities/ranking/team', {
    query: { event_id: eventId, sort: 'rank', order: 1, page, limit: RANKING_PAGE_SIZE },
    signal,
  });
}

/** Infinite query options of the team ranking. */
export function teamRankingQueryOptions(eventId: string) {
  return infiniteQueryOptions({
    queryKey: rankingKeys.teams(eventId),
    queryFn: ({ pageParam, signal }) => getTeamRanking(eventId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: TeamRankingPage) => (last.hasNextPage ? last.page + 1 : undefined),
  });
}

/** The pages of the team ranking loaded so far. */
export function useTeamRanking(eventId: string) {
  return useInfiniteQuery(teamRankingQueryOptions(eventId));
}
