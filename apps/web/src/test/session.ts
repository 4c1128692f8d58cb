import type { Role } from '@cc/shared/users/users.constants';
import { useAuthStore } from '../lib/auth-store';

/** Puts a signed-in session into the auth store, as a login would. */
export function signInAs(role: Role, userId = 'user-1'): void {
  useAuthStore.setState({
    token: 'test-token',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    role,
    userId,
    authed: true,
  });
}
