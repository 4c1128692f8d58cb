import type { Paged } from '@cc/shared/common/paging';
import type { Event, ListEventsQuery } from '@cc/shared/events/events.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** What the admin events table asks for: search text and page. */
export interface EventsListParams {
  filter: string;
  page: number;
  limit: number;
}

/** GET /api/events (admin): one page of events, newest first, filtered by name. */
export function getEvents(params: EventsListParams, signal?: AbortSignal): Promise<Paged<Event>> {
  const filter = params.filter.trim();
  const query: ListEventsQuery = {
    page: params.page,
    limit: params.limit,
    sort: 'createdAt',
    order: -1,
    ...(filter ? { filter } : {}),
  };
  return api<Paged<Event>>('/events', { query: { ...query }, signal });
}

/** Query options of one events page; the previous page stays visible while the next loads. */
export function eventsQueryOptions(params: EventsListParams) {
  return queryOptions({
    queryKey: eventKeys.adminList(params),
    queryFn: ({ signal }) => getEvents(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the admin events list. */
export function useEvents(params: EventsListParams) {
  return useQuery(eventsQueryOptions(params));
}
