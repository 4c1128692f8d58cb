import type { RankingPage } from '@cc/shared/rankings/rankings.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { rankingKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import { RANKING_PAGE_SIZE } from './get-ranking';

/**
 * GET /api/activities/ranking/all/search: participants of an event's ranking whose name
 * matches `name`, with their rank there. Anonymous participants never match (server).
 */
export function searchRanking(
  eventId: string,
  name: string,
  page: number,
  signal?: AbortSignal,
): Promise<RankingPage> {
  return api<RankingPage>('/activities/ranking/all/search', {
    query: { event_id: eventId, name, page, limit: RANKING_PAGE_SIZE },
    signal,
  });
}

/** Infinite query options of one search; the name is trimmed by the caller. */
export function rankingSearchQueryOptions(eventId: string, name: string) {
  return infiniteQueryOptions({
    queryKey: rankingKeys.search(eventId, name),
    queryFn: ({ pageParam, signal }) => searchRanking(eventId, name, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: RankingPage) => (last.hasNextPage ? last.page + 1 : undefined),
  });
}

/** The hits of a search loaded so far; idle while the name is empty (no results). */
export function useRankingSearch(eventId: string, name: string) {
  return useInfiniteQuery({ ...rankingSearchQueryOptions(eventId, name), enabled: name !== '' });
}
