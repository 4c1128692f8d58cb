import type { Insights } from '@cc/shared/insights/insights.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/**
 * How often the dashboard asks again while it is open: participants keep logging, and the
 * organiser watches the figures move without reloading (a minute is live enough for totals
 * that change a few times an hour, and costs the server one query per open dashboard).
 */
const REFRESH_MS = 60_000;

/** GET /api/events/:id/insights (admin): where a running event stands and where it heads. */
export function getInsights(eventId: string, signal?: AbortSignal): Promise<Insights> {
  return api<Insights>(`/events/${encodeURIComponent(eventId)}/insights`, { signal });
}

/** Query options of one event's live figures. */
export function insightsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: insightsKeys.event(eventId),
    queryFn: ({ signal }) => getInsights(eventId, signal),
    refetchInterval: REFRESH_MS,
  });
}

/** One event's live figures, refreshed every minute while shown. */
export function useInsights(eventId: string) {
  return useQuery(insightsQueryOptions(eventId));
}
