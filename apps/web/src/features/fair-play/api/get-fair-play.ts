import type { FairPlay } from '@cc/shared/fair-play/fair-play.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fairPlayKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** The address of an event's fair play settings. */
export const fairPlayPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}/fairPlay`;

/** GET /api/events/:id/fairPlay (admin): the event's checks and thresholds, the defaults until saved. */
export function getFairPlay(eventId: string, signal?: AbortSignal): Promise<FairPlay> {
  return api<FairPlay>(fairPlayPath(eventId), { signal });
}

/** Query options of one event's settings. */
export function fairPlayQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: fairPlayKeys.settings(eventId),
    queryFn: ({ signal }) => getFairPlay(eventId, signal),
  });
}

/** One event's fair play settings. */
export function useFairPlay(eventId: string) {
  return useQuery(fairPlayQueryOptions(eventId));
}
