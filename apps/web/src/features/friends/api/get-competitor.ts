import type { Competitor } from '@cc/shared/users/users.public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/**
 * GET /api/users/competitor/:id?eventId=: another participant's public profile and their
 * rank and distance in one event, or in every event they joined. NOT_FOUND for a user who
 * keeps their activities private.
 */
export function getCompetitor(
  userId: string,
  eventId: string | undefined,
  signal?: AbortSignal,
): Promise<Competitor> {
  return api<Competitor>(`/users/competitor/${encodeURIComponent(userId)}`, {
    query: { eventId },
    signal,
  });
}

/** Query options of a competitor page. */
export function competitorQueryOptions(userId: string, eventId?: string) {
  return queryOptions({
    queryKey: friendKeys.competitor(userId, eventId),
    queryFn: ({ signal }) => getCompetitor(userId, eventId, signal),
  });
}

/** A competitor's page; idle without a user id. */
export function useCompetitor(userId: string | undefined, eventId?: string) {
  return useQuery({ ...competitorQueryOptions(userId ?? '', eventId), enabled: Boolean(userId) });
}
