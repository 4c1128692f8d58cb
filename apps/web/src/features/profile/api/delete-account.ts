import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/users/: the signed-in user removes their own account ("leave the app"). */
export function deleteAccount(): Promise<void> {
  return api<void>('/users/', { method: 'DELETE' });
}

/** Mutation options of the self-removal. */
export function deleteAccountMutationOptions() {
  return mutationOptions({ mutationFn: deleteAccount });
}

/** Deletes the own account; the caller signs out afterwards, which drops every cache. */
export function useDeleteAccount() {
  return useMutation(deleteAccountMutationOptions());
}
