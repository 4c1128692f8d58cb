import type { Paged } from '@cc/shared/common/paging';
import type { Event, ListEventsQuery } from '@cc/shared/events/events.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { eventKeys } from '../query-keys';

/**
 * The running events of the admin dashboard: the money raised per event (fundraising) and the
 * live figures per event (insights) list the same events from one cache entry.
 */

/** How many events, latest end first, the dashboard looks through for running ones. */
const RUNNING_EVENTS_SCAN = 100;

/**
 * GET /api/events?sort=endDate&order=-1&limit=100 (admin): the running events among the
 * hundred with the latest end dates (the list has no state filter; running events end
 * after every ended one, so only a hundred upcoming ones could push one out).
 */
export async function getRunningEvents(signal?: AbortSignal): Promise<Event[]> {
  const query: ListEventsQuery = {
    page: 1,
    limit: RUNNING_EVENTS_SCAN,
    sort: 'endDate',
    order: -1,
  };
  const page = await api<Paged<Event>>('/events', { query: { ...query }, signal });
  return page.docs.filter((event) => event.state === 'running');
}

/** Query options of the running events. */
export function runningEventsQueryOptions() {
  return queryOptions({
    queryKey: eventKeys.running(),
    queryFn: ({ signal }) => getRunningEvents(signal),
  });
}

/** The running events, for the admin dashboard. */
export function useRunningEvents() {
  return useQuery(runningEventsQueryOptions());
}
