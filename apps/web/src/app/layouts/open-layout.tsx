import { useAuthStore } from '../../lib/auth-store';
import { ProfileGate } from '../profile-gate';
import { AdminLayout } from './admin-layout';
import { PublicLayout } from './public-layout';
import { UserLayout } from './user-layout';

/** Pages open to everyone (the terms) sit in the frame of whoever looks at them. */
export function OpenLayout() {
  const authed = useAuthStore((s) => s.authed);
  const role = useAuthStore((s) => s.role);
  if (!authed) return <PublicLayout />;
  return <ProfileGate>{role === 'admin' ? <AdminLayout /> : <UserLayout />}</ProfileGate>;
}
