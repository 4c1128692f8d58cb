import type { Paged } from '@cc/shared/common/paging';
import type { Event, ListOpenEventsQuery } from '@cc/shared/events/events.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** How many open events one request asks for (participant spec §9: events 50). */
export const OPEN_EVENTS_LIMIT = 50;

/**
 * GET /api/events/all: the events a participant can join or has joined that have not ended
 * (upcoming and running), latest end date first.
 */
export function getOpenEvents(signal?: AbortSignal): Promise<Paged<Event>> {
  const query: Omit<ListOpenEventsQuery, 'include'> = {
    sort: 'endDate',
    order: -1,
    page: 1,
    limit: OPEN_EVENTS_LIMIT,
  };
  return api<Paged<Event>>('/events/all', { query: { ...query }, signal });
}

/** Query options of the open events. */
export function openEventsQueryOptions() {
  return queryOptions({
    queryKey: eventKeys.open(),
    queryFn: ({ signal }) => getOpenEvents(signal),
  });
}

/** The open events (upcoming and running), with the caller's `isRegistered` flag. */
export function useOpenEvents() {
  return useQuery(openEventsQueryOptions());
}
