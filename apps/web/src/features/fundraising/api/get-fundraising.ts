import type { Fundraising } from '@cc/shared/fundraising/fundraising.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundraisingKeys } from '../../../entities/query-keys';
import { api, isApiError } from '../../../lib/api-client';

const fundraisingPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}/fundraising`;

/**
 * GET /api/events/:id/fundraising: the money raised for the event's cause, live (final once
 * settled). `null` when the event has no cause: the API answers 404 then, and an event
 * without a cause shows nothing of fundraising anywhere (issue 24), so that is no failure.
 */
export async function getFundraising(
  eventId: string,
  signal?: AbortSignal,
): Promise<Fundraising | null> {
  try {
    return await api<Fundraising>(fundraisingPath(eventId), { signal });
  } catch (error) {
    if (isApiError(error, 'NOT_FOUND')) return null;
    throw error;
  }
}

/** Query options of one event's fundraising. */
export function fundraisingQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: fundraisingKeys.event(eventId),
    queryFn: ({ signal }) => getFundraising(eventId, signal),
  });
}

/** One event's fundraising; `data` is null for an event without a cause. */
export function useFundraising(eventId: string, enabled = true) {
  return useQuery({ ...fundraisingQueryOptions(eventId), enabled });
}
