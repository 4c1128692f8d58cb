import type { Role } from '@cc/shared/users/users.constants';
import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '../lib/auth-store';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { paths } from '../lib/routes';

/** The guards of profile-gate.tsx and the data scope around them, loaded together. */
const gates = () => Promise.all([import('./profile-gate'), import('./data-scope')]);

/*
 * The guards that wait for the profile load when a session first needs them; the Suspense
 * around the routes (router.tsx) shows the loading screen meanwhile.
 */
const ProfileGate = lazyWithPreload(async () => {
  const [gate, scope] = await gates();
  return scope.withDataScope(gate.ProfileGate);
});
const RedirectHome = lazyWithPreload(async () => {
  const [gate, scope] = await gates();
  return scope.withDataScope(gate.RedirectHome);
});

/** Loads the profile guards before a route renders them (router.tsx `preloadRoute`). */
export function preloadGates(): Promise<unknown> {
  return Promise.all([ProfileGate.preload(), RedirectHome.preload()]);
}

/** Public pages (login, register, ...): a signed-in visitor is sent home instead. */
export function PublicOnly() {
  const authed = useAuthStore((s) => s.authed);
  return authed ? <RedirectHome /> : <Outlet />;
}

/**
 * Pages that need a session of either role (`signedIn`, e.g. /eventRegistration): without
 * one the visitor goes to the login. The layout below picks the frame by role and waits for
 * the profile.
 */
export function RequireSession() {
  const authed = useAuthStore((s) => s.authed);
  const role = useAuthStore((s) => s.role);
  return authed && role ? <Outlet /> : <Navigate to={paths.login} replace />;
}

/**
 * Pages of one role: without a session the visitor goes to the login; the other role goes
 * to its own home; the page shows once the profile is loaded.
 */
export function RequireRole({ allow }: { allow: Role }) {
  const authed = useAuthStore((s) => s.authed);
  const currentRole = useAuthStore((s) => s.role);
  if (!authed || !currentRole) {
    return <Navigate to={paths.login} replace />;
  }
  if (currentRole !== allow) return <RedirectHome />;
  return (
    <ProfileGate>
      <Outlet />
    </ProfileGate>
  );
}
