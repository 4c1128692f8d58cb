import type { ReviewAction, ReviewStatus } from '@cc/shared/fair-play/fair-play.rules';
import type { ReviewBody } from '@cc/shared/fair-play/fair-play.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterRefusal, refreshAfterReview } from '../fair-play-cache';

/** One decision on one activity. */
export interface ReviewActivityInput {
  activityId: string;
  action: ReviewAction;
  /** Required to exclude: the owner is told it. */
  reason?: string;
  /** The activity's event, so a stale page cannot decide on another event's activity. */
  eventId?: string;
}

/** POST /api/activities/:id/review (admin): approve, exclude (with a reason) or reinstate. */
export function reviewActivity({
  activityId,
  ...body
}: ReviewActivityInput): Promise<{ activityId: string; status: ReviewStatus }> {
  return api(`/activities/${encodeURIComponent(activityId)}/review`, {
    method: 'POST',
    body: body satisfies ReviewBody,
  });
}

/** Mutation options of one decision. */
export function reviewActivityMutationOptions() {
  return mutationOptions({ mutationFn: reviewActivity });
}

/**
 * Decides on one activity; the queue, the count and every figure the activity is in are
 * loaded again before the returned promise resolves.
 */
export function useReviewActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    ...reviewActivityMutationOptions(),
    onSuccess: () => refreshAfterReview(queryClient),
    onError: (error) => refreshAfterRefusal(queryClient, error),
  });
}
