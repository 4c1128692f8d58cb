import type { LoginBody, LoginResponse } from '@cc/shared/auth/auth.schemas';
import { api } from '../../../lib/api-client';

/** POST /api/users/auth/login */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api<LoginResponse>('/users/auth/login', { method: 'POST', body });
}
