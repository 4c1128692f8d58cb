import type { Event } from '@cc/shared/events/events.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** GET /api/events/:id: one event (`NOT_FOUND` when it does not exist). */
export function getEvent(id: string, signal?: AbortSignal): Promise<Event> {
  return api<Event>(`/events/${encodeURIComponent(id)}`, { signal });
}

/** Query options of one event. */
export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
  });
}

/** One event; idle without an id. */
export function useEvent(id: string | null) {
  return useQuery({ ...eventQueryOptions(id ?? ''), enabled: Boolean(id) });
}
