import type { Paged } from '@cc/shared/common/paging';
import type { MyEvent } from '@cc/shared/events/events.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKeys } from '../../../lib/query-keys';

/**
 * GET /api/profile/events: the events the user joined, end date newest first. The answer is
 * cached as the bare list under `['profile', 'events']`, the same entry the progress screens
 * fill, so both read one copy.
 */
export async function getMyEvents(signal?: AbortSignal): Promise<MyEvent[]> {
  const page = await api<Pick<Paged<MyEvent>, 'docs'>>('/profile/events', { signal });
  return page.docs;
}

/** Query options of the user's events (`['profile', 'events']`). */
export function myEventsQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKeys.myEvents,
    queryFn: ({ signal }) => getMyEvents(signal),
  });
}

/** The user's events, the one with the latest end date first. */
export function useMyEvents() {
  return useQuery({
    ...myEventsQueryOptions(),
    select: (events) => [...events].sort((a, b) => b.endDate.localeCompare(a.endDate)),
  });
}
