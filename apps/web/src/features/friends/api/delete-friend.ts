import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dropFriendship } from '../friends-cache';

/** DELETE /api/friends/deleteFriend/:id: either party ends a friendship. */
export function deleteFriend(id: string): Promise<{ msg: string }> {
  return api<{ msg: string }>(`/friends/deleteFriend/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Mutation options of the removal. */
export function deleteFriendMutationOptions() {
  return mutationOptions({ mutationFn: deleteFriend });
}

/** Ends a friendship and takes it out of the friends list. */
export function useDeleteFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteFriendMutationOptions(),
    onSuccess: (_answer, id) => dropFriendship(queryClient, id),
  });
}
