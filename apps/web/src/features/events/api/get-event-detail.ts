import type { EventDetail } from '@cc/shared/events/events.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/**
 * GET /api/events/:id/detail (admin): the event (hidden ones too), how far its total is
 * towards the target, and the top ten of its ranking.
 */
export function getEventDetail(id: string, signal?: AbortSignal): Promise<EventDetail> {
  return api<EventDetail>(`/events/${encodeURIComponent(id)}/detail`, { signal });
}

/** Query options of one event's admin detail. */
export function eventDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventKeys.adminDetail(id),
    queryFn: ({ signal }) => getEventDetail(id, signal),
  });
}

/** The detail of one event, for the administrators' /eventDetail page. */
export function useEventDetail(id: string) {
  return useQuery(eventDetailQueryOptions(id));
}
