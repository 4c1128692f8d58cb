import type { AdminUser, UpdateUserBody } from '@cc/shared/users/users.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** What to change on which user: the form's fields, `{ status }` or `{ role }`. */
export interface UpdateUserInput {
  id: string;
  body: UpdateUserBody;
}

/** PATCH /api/users/:id: changes a user's data, status or role. */
export function updateUser({ id, body }: UpdateUserInput): Promise<AdminUser> {
  return api<AdminUser>(`/users/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** Mutation options of the user update. */
export function updateUserMutationOptions() {
  return mutationOptions({ mutationFn: updateUser });
}

/** Updates a user and marks every users page stale. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateUserMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all() }),
  });
}
