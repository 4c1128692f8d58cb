import type { Paged } from '@cc/shared/common/paging';
import type { FairPlayRule } from '@cc/shared/fair-play/fair-play.rules';
import type { ReviewItem } from '@cc/shared/fair-play/fair-play.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fairPlayKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** Which part of the queue to read: the filters (none means all) and the page. */
export interface ReviewQueueParams {
  eventId?: string;
  /** Flagged or held; without it both. */
  status?: 'flagged' | 'held';
  rule?: FairPlayRule;
  page: number;
  limit: number;
}

/** GET /api/admin/review (admin): one page of the activities waiting, newest first. */
export function getReviewQueue(
  params: ReviewQueueParams,
  signal?: AbortSignal,
): Promise<Paged<ReviewItem>> {
  return api<Paged<ReviewItem>>('/admin/review', { query: { ...params }, signal });
}

/** Query options of one page; the previous page stays visible while the next loads. */
export function reviewQueueQueryOptions(params: ReviewQueueParams) {
  return queryOptions({
    queryKey: fairPlayKeys.queuePage(params),
    queryFn: ({ signal }) => getReviewQueue(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the review queue. */
export function useReviewQueue(params: ReviewQueueParams) {
  return useQuery(reviewQueueQueryOptions(params));
}
