import type { EventProgress } from '@cc/shared/events/events.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** GET /api/events/:id/progress: the /my-activity figures and chart series of one event. */
export function getEventProgress(eventId: string, signal?: AbortSignal): Promise<EventProgress> {
  return api<EventProgress>(`/events/${encodeURIComponent(eventId)}/progress`, { signal });
}

/** Query options of one event's progress. */
export function eventProgressQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: activityKeys.progress(eventId),
    queryFn: ({ signal }) => getEventProgress(eventId, signal),
  });
}

/** The user's progress in one event. */
export function useEventProgress(eventId: string) {
  return useQuery(eventProgressQueryOptions(eventId));
}
