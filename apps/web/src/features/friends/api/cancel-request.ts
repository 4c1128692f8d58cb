import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dropFriendship } from '../friends-cache';

/** DELETE /api/friends/cancelRequest/:id: the sender withdraws their friend request. */
export function cancelRequest(id: string): Promise<{ msg: string }> {
  return api<{ msg: string }>(`/friends/cancelRequest/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Mutation options of the cancel. */
export function cancelRequestMutationOptions() {
  return mutationOptions({ mutationFn: cancelRequest });
}

/** Withdraws a request and takes it out of the list. */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cancelRequestMutationOptions(),
    onSuccess: (_answer, id) => dropFriendship(queryClient, id),
  });
}
