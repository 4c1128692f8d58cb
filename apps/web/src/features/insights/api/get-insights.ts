import type { Insights } from '@cc/shared/insights/insights.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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

/**
 * Query options of one event's live figures in the UI language `language`: the server names
 * the groups in the request's language ("Staff", "Mitarbeitende"), so a switch of the header's
 * language asks again instead of keeping the other language's names until the next refresh.
 */
export function insightsQueryOptions(eventId: string, language: string) {
  return queryOptions({
    queryKey: [...insightsKeys.event(eventId), language],
    queryFn: ({ signal }) => getInsights(eventId, signal),
    refetchInterval: REFRESH_MS,
    // The figures stay on screen while the other language's names load.
    placeholderData: keepPreviousData,
  });
}

/** One event's live figures, refreshed every minute while shown. */
export function useInsights(eventId: string) {
  const { i18n } = useTranslation();
  return useQuery(insightsQueryOptions(eventId, i18n.language));
}
