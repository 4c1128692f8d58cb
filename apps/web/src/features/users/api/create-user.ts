import type { AdminUser, CreateUserBody } from '@cc/shared/users/users.schemas';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

/** POST /api/users: an admin creates a verified, active user (`EMAIL_ALREADY_EXISTS` on 409). */
export function createUser(body: CreateUserBody): Promise<AdminUser> {
  return api<AdminUser>('/users', { method: 'POST', body });
}

/** Mutation options of the user creation. */
export function createUserMutationOptions() {
  return mutationOptions({ mutationFn: createUser });
}

/** Creates a user and marks every users page stale. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createUserMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all() }),
  });
}
