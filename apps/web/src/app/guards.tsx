import type { Role } from '@cc/shared/users/users.constants';
import { Button, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useAuthStore } from '../lib/auth-store';
import { paths } from '../lib/paths';
import { useProfile } from '../lib/session/profile';
import { homePath } from './home-path';

/** Shown when the profile could not be loaded (the server is down, the connection is lost). */
function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" role="alert">
        <Text ta="center">{t('profileLoadFailed')}</Text>
        <Button variant="light" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * Renders its children once the profile (with its email) is loaded; until then a loading
 * message takes the page's place (admin spec §2).
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const profile = useProfile();
  if (profile.data?.email) return children;
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  return <LoadingScreen messageKey="shell:loadingProfile" />;
}

/** Sends a signed-in person to their home (see `homePath`), waiting for the profile if needed. */
export function RedirectHome() {
  const role = useAuthStore((s) => s.role);
  if (role === 'admin') return <Navigate to={homePath('admin')} replace />;
  return (
    <ProfileGate>
      <ParticipantHome />
    </ProfileGate>
  );
}

function ParticipantHome() {
  const profile = useProfile();
  return <Navigate to={homePath('user', profile.data)} replace />;
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
