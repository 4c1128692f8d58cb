import type { ReviewCount } from '@cc/shared/fair-play/fair-play.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fairPlayKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/**
 * How often the navigation asks again what waits: participants' entries arrive at any time,
 * but an organiser needs no second-by-second count (the participants' unread check polls
 * every 10 s; this one is three times slower). A decision refreshes it at once.
 */
export const REVIEW_COUNT_CHECK_MS = 30_000;

/** GET /api/admin/review/count (admin): how many activities wait, flagged and held. */
export function getReviewCount(signal?: AbortSignal): Promise<ReviewCount> {
  return api<ReviewCount>('/admin/review/count', { signal });
}

/** Query options of the count, polled and asked again when the window regains focus. */
export function reviewCountQueryOptions() {
  return queryOptions({
    queryKey: fairPlayKeys.count(),
    queryFn: ({ signal }) => getReviewCount(signal),
    refetchInterval: REVIEW_COUNT_CHECK_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}

/**
 * How many activities wait for review (flagged and held), for the badge of the admin menu;
 * asked only while an administrator is signed in. 0 until known and when the check fails:
 * a badge that cannot be read is better absent than wrong.
 */
export function useWaitingReviews(): number {
  const isAdmin = useAuthStore((s) => s.authed && s.role === 'admin');
  const { data, isError } = useQuery({ ...reviewCountQueryOptions(), enabled: isAdmin });
  if (!isAdmin || isError || !data) return 0;
  return data.flagged + data.held;
}
