import type { OwnRanking, RankingGroup } from '@cc/shared/rankings/rankings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rankingKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/**
 * GET /api/activities/ranking/me: the user's rank, distance and everyone's total in an event;
 * with a `group`, the rank within that group and the group's member count and total.
 */
export function getOwnRanking(
  eventId: string,
  group: RankingGroup = {},
  signal?: AbortSignal,
): Promise<OwnRanking> {
  return api<OwnRanking>('/activities/ranking/me', {
    query: { event_id: eventId, ...group },
    signal,
  });
}

/** Query options of the user's own standing in an event, within a group if one is given. */
export function ownRankingQueryOptions(eventId: string, group: RankingGroup = {}) {
  return queryOptions({
    queryKey: rankingKeys.mine(eventId, group),
    queryFn: ({ signal }) => getOwnRanking(eventId, group, signal),
  });
}

/** The user's own standing in an event, within a group if one is given. */
export function useOwnRanking(eventId: string, group: RankingGroup = {}) {
  return useQuery(ownRankingQueryOptions(eventId, group));
}
