import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ResetPasswordInput {
  /** The token from the reset link. */
  token: string;
  password: string;
}

/** POST /api/users/auth/reset: sets a new password with a reset link's token. */
export function resetPassword({ token, password }: ResetPasswordInput): Promise<{ msg: string }> {
  return api<{ msg: string }>('/users/auth/reset', {
    method: 'POST',
    body: { id: token, password },
  });
}

/** Mutation that sets the new password. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
