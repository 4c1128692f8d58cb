import type { Friendship } from '@cc/shared/friends/friends.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dropFriendship } from '../friends-cache';

/** PATCH /api/friends/acceptFriend/:id: the receiver accepts a friend request. */
export function acceptFriend(id: string): Promise<Friendship> {
  return api<Friendship>(`/friends/acceptFriend/${encodeURIComponent(id)}`, { method: 'PATCH' });
}

/** Mutation options of the accept. */
export function acceptFriendMutationOptions() {
  return mutationOptions({ mutationFn: acceptFriend });
}

/** Accepts a request; it leaves the requests list and the friends refresh. */
export function useAcceptFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    ...acceptFriendMutationOptions(),
    onSuccess: (_answer, id) => dropFriendship(queryClient, id),
  });
}
