import type { LoginBody, LoginResponse } from '@cc/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/users/auth/login */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api<LoginResponse>('/users/auth/login', { method: 'POST', body });
}

/** Mutation that signs in; the caller stores the session from its answer. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
