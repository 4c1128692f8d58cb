import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptFriend } from '../../../entities/friends/friends';
import { dropFriendship } from '../friends-cache';

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
