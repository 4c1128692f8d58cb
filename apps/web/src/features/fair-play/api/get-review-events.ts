import type { Paged } from '@cc/shared/common/paging';
import type { Event, ListEventsQuery } from '@cc/shared/events/events.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fairPlayKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** How many events, latest end first, the queue's event filter offers. */
export const REVIEW_EVENTS_LIMIT = 100;

/** An event the filter offers. */
export interface ReviewEventOption {
  value: string;
  label: string;
}

/**
 * GET /api/events?sort=endDate&order=-1&limit=100 (admin): the events to filter the queue
 * by, latest end first: entries wait in running and recently ended events, which end last.
 */
export async function getReviewEvents(signal?: AbortSignal): Promise<ReviewEventOption[]> {
  const query: ListEventsQuery = {
    page: 1,
    limit: REVIEW_EVENTS_LIMIT,
    sort: 'endDate',
    order: -1,
  };
  const page = await api<Paged<Event>>('/events', { query: { ...query }, signal });
  return page.docs.map((event) => ({ value: event._id, label: event.name }));
}

/** Query options of the filter's events. */
export function reviewEventsQueryOptions() {
  return queryOptions({
    queryKey: fairPlayKeys.events(),
    queryFn: ({ signal }) => getReviewEvents(signal),
  });
}

/** The events the queue's filter offers. */
export function useReviewEvents() {
  return useQuery(reviewEventsQueryOptions());
}
