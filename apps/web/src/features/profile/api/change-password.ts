import type { ChangePasswordBody } from '@cc/shared/auth/auth.schemas';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/profile/changePassword; a wrong current password answers `WRONG_PASSWORD`. */
export function changePassword(body: ChangePasswordBody): Promise<{ msg: string }> {
  return api<{ msg: string }>('/profile/changePassword', { method: 'POST', body });
}

/** Mutation options of the password change. */
export function changePasswordMutationOptions() {
  return mutationOptions({ mutationFn: changePassword });
}

/** Changes the signed-in user's password (the profile itself does not change). */
export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
