import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/users/auth/forgot: mails a password-reset link. */
export function forgotPassword(email: string): Promise<{ msg: string }> {
  return api<{ msg: string }>('/users/auth/forgot', { method: 'POST', body: { email } });
}

/** Mutation that requests a reset link. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
