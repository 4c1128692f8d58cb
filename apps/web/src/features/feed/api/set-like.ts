import type { LikeState } from '@cc/shared/feed/feed.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applyCachedLikeState } from '../feed-cache';

/** What a like call sends: the post and whether the caller now likes it. */
export interface SetLikeInput {
  activityId: string;
  isLiked: boolean;
}

/**
 * POST /api/likes/like or /api/likes/unlike: both are idempotent and answer the post's
 * like state after the call.
 */
export function setLike({ activityId, isLiked }: SetLikeInput): Promise<LikeState> {
  return api<LikeState>(isLiked ? '/likes/like' : '/likes/unlike', {
    method: 'POST',
    body: { activityId },
  });
}

/** Mutation options of a like or an unlike. */
export function setLikeMutationOptions() {
  return mutationOptions({ mutationFn: setLike });
}

/** Likes or unlikes a post and stores the answered state in every cached copy of it. */
export function useSetLike() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setLikeMutationOptions(),
    onSuccess: (state) => applyCachedLikeState(queryClient, state),
  });
}
