import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dropFriendship } from '../friends-cache';

/** DELETE /api/friends/rejectFriend/:id: the receiver declines a friend request. */
export function rejectFriend(id: string): Promise<{ msg: string }> {
  return api<{ msg: string }>(`/friends/rejectFriend/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Mutation options of the decline. */
export function rejectFriendMutationOptions() {
  return mutationOptions({ mutationFn: rejectFriend });
}

/** Declines a request and takes it out of the list. */
export function useRejectFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    ...rejectFriendMutationOptions(),
    onSuccess: (_answer, id) => dropFriendship(queryClient, id),
  });
}
