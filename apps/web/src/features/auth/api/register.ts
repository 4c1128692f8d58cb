import type { RegisterBody } from '@cc/shared/auth/auth.schemas';
import type { Profile } from '@cc/shared/profile/profile.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/users/auth/register: creates an unverified account and mails the confirmation link. */
export function register(body: RegisterBody): Promise<{ user: Profile }> {
  return api<{ user: Profile }>('/users/auth/register', { method: 'POST', body });
}

/** Mutation that registers a new participant. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
