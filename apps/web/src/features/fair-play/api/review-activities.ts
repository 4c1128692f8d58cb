import type { ReviewStatus } from '@cc/shared/fair-play/fair-play.rules';
import type { BulkReviewBody } from '@cc/shared/fair-play/fair-play.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterRefusal, refreshAfterReview } from '../fair-play-cache';

/** The answer of a bulk decision: each activity's new status. */
export interface BulkReviewResult {
  results: { activityId: string; status: ReviewStatus }[];
}

/**
 * POST /api/admin/review/bulk (admin): one decision (approve, or exclude with a reason) for
 * up to 100 activities, all or none: the first it does not apply to refuses the selection.
 */
export function reviewActivities(body: BulkReviewBody): Promise<BulkReviewResult> {
  return api<BulkReviewResult>('/admin/review/bulk', { method: 'POST', body });
}

/** Mutation options of a bulk decision. */
export function reviewActivitiesMutationOptions() {
  return mutationOptions({ mutationFn: reviewActivities });
}

/** Decides on a selection; the queue and every figure are loaded again before it resolves. */
export function useReviewActivities() {
  const queryClient = useQueryClient();
  return useMutation({
    ...reviewActivitiesMutationOptions(),
    onSuccess: () => refreshAfterReview(queryClient),
    onError: (error) => refreshAfterRefusal(queryClient, error),
  });
}
