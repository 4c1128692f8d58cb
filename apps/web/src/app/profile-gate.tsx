import { Button, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useProfile } from '../entities/profile/profile';
import { useAuthStore } from '../lib/auth-store';
import { homePath } from './home-path';

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
