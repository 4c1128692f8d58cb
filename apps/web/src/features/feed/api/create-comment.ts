import type { Comment, CreateCommentBody } from '@cc/shared/feed/feed.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addCachedComment } from '../feed-cache';

/** POST /api/comments: comments on a post (201 with the stored comment). */
export function createComment(body: CreateCommentBody): Promise<Comment> {
  return api<Comment>('/comments', { method: 'POST', body });
}

/** Mutation options of the comment. */
export function createCommentMutationOptions() {
  return mutationOptions({ mutationFn: createComment });
}

/** Comments on a post and shows the comment in every cached copy of the post. */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createCommentMutationOptions(),
    onSuccess: (comment) => addCachedComment(queryClient, comment),
  });
}
