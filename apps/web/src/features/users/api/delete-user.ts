import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** DELETE /api/users/:id: an admin removes a user. */
export function deleteUser(id: string): Promise<void> {
  return api<void>(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Mutation options of the user removal. */
export function deleteUserMutationOptions() {
  return mutationOptions({ mutationFn: deleteUser });
}

/** Deletes a user and marks every users page stale. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteUserMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all() }),
  });
}
