import type { LoginResponse } from '@cc/shared/auth/auth.schemas';
import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { handOverProfile } from '../../../entities/session/handed-over-profile';
import { useOperatorLinks, usePlatformSettings } from '../../../entities/settings/settings';
import { useAuthStore } from '../../../lib/auth-store';
import { applyProfileLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routes';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** Reads the email handed over by the register page (`navigate(login, { state: { email } })`). */
function prefilledEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * Sign-in page (`/login` and `/`). After a successful login the profile from the answer
 * is handed over to the data cache (the first page of a visit, it paints without it), its
 * language becomes the UI language, and the public-route guard sends the person home. Where
 * the platform has a company sign-in, its button shows below the form (decision 090).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const signIn = useAuthStore((s) => s.signIn);
  const settings = usePlatformSettings();

  const onSignedIn = (response: LoginResponse, keepLoggedIn: boolean) => {
    handOverProfile(response.user);
    applyProfileLanguage(response.user.language);
    signIn(response, keepLoggedIn);
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm
        initialEmail={prefilledEmail(location.state)}
        onSignedIn={onSignedIn}
        companySignIn={settings?.companySignIn}
      />
      <Divider />
      <Stack gap="xs" align="center">
        {settings?.registration !== 'closed' && (
          <Text size="sm">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={paths.register} fw={600}>
              {t('login.register')}
            </Anchor>
          </Text>
        )}
        <LegalLinks />
      </Stack>
    </AuthCard>
  );
}

/**
 * Terms, imprint and privacy notice (participant spec §2, /login). The imprint shows once the
 * operator configured one; the privacy notice is the operator's, else the app's own (decision 065).
 */
function LegalLinks() {
  const { t } = useTranslation('auth');
  const { imprint, privacy } = useOperatorLinks();
  const external = { target: '_blank', rel: 'noopener noreferrer', size: 'sm', c: 'dimmed' };
  return (
    <Group component="nav" aria-label={t('links.label')} gap="md" justify="center">
      <Anchor component={Link} to={paths.term} size="sm" c="dimmed">
        {t('links.terms')}
      </Anchor>
      {imprint && (
        <Anchor href={imprint} {...external}>
          {t('links.imprint')}
        </Anchor>
      )}
      {privacy.external ? (
        <Anchor href={privacy.href} {...external}>
          {t('links.privacy')}
        </Anchor>
      ) : (
        <Anchor component={Link} to={privacy.to} size="sm" c="dimmed">
          {t('links.privacy')}
        </Anchor>
      )}
    </Group>
  );
}
