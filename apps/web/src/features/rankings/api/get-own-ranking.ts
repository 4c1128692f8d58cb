import type { OwnRanking } from '@cc/shared/rankings/rankings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rankingKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** GET /api/activities/ranking/me: the user's rank, distance and everyone's total in an event. */
export function getOwnRanking(eventId: string, signal?: AbortSignal): Promise<OwnRanking> {
  return api<OwnRanking>('/activities/ranking/me', { query: { event_id: eventId }, signal });
}

/** Query options of the user's own standing in an event. */
export function ownRankingQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: rankingKeys.mine(eventId),
    queryFn: ({ signal }) => getOwnRanking(eventId, signal),
  });
}

/** The user's own standing in an event. */
export function useOwnRanking(eventId: string) {
  return useQuery(ownRankingQueryOptions(eventId));
}
