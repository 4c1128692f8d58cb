import { Button, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useProfile } from '../entities/profile/profile';
import { useAuthStore } from '../lib/auth-store';
import { paths } from '../lib/routes';
import { homePath } from './home-path';
import { useCurrentRouteMeta } from './use-route-meta';

/*
 * The guards that wait for the profile. They read it through the data cache, so they are a
 * chunk of their own, loaded with the data library once a session exists (guards.tsx): the
 * login page carries neither (issue 13).
 */

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
 * message takes the page's place (admin spec §2). A participant who has never saved their
 * profile (first login) is sent from a page with the profile flag (`needsProfile`) to
 * /profile, which welcomes them and asks them to save it once.
 */
export function ProfileGate({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const role = useAuthStore((s) => s.role);
  const needsProfile = useCurrentRouteMeta()?.needsProfile === true;
  if (profile.data?.email) {
    const mustComplete = needsProfile && role === 'user' && profile.data.firstTimeLogin;
    return mustComplete ? <Navigate to={paths.profile} replace /> : children;
  }
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
