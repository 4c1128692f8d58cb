import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { storeProfile } from '../../../entities/profile/profile';
import { isApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { applyProfileLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routes';
import { sessionOf, useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';

/** The message key for a failed verification (participant spec §8). */
function verifyErrorKey(error: unknown): string {
  if (isApiError(error, 'NOT_FOUND_OR_ALREADY_VERIFIED', 'RATE_LIMITED', 'NETWORK')) {
    return `errors:${error.code}`;
  }
  return 'auth:confirm.failed';
}

/**
 * `/registrationConfirm/:id`: confirms the email address. When the answer carries a session
 * (decision 080) the person is signed in on this device, as the login form would (the
 * profile into the cache, its language, the session store), and continues to the profile
 * step of the first login; otherwise the page offers the login, as before.
 */
export function RegistrationConfirmPage() {
  const { t } = useTranslation('auth');
  const { id = '' } = useParams();
  const verify = useVerifyEmail(id);
  const session = sessionOf(verify.data);
  const queryClient = useQueryClient();
  const signIn = useAuthStore((s) => s.signIn);
  const navigate = useNavigate();

  useEffect(() => {
    if (!session) return;
    storeProfile(queryClient, session.user);
    applyProfileLanguage(session.user.language);
    // Login's default: a link opened on a phone keeps the person signed in (rule 4).
    signIn(session, true);
    navigate(paths.profile, { replace: true });
  }, [session, queryClient, signIn, navigate]);

  return (
    <AuthCard title={t('confirm.title')}>
      {verify.isPending && (
        <Stack align="center" gap="sm" role="status" aria-live="polite" py="md">
          <Loader aria-hidden />
          <Text>{t('confirm.inProgress')}</Text>
        </Stack>
      )}
      {verify.isSuccess && !session && (
        <Alert color="teal" variant="light" role="status" title={t('confirm.successTitle')}>
          {t('confirm.success')}
        </Alert>
      )}
      {verify.isError && (
        <Alert color="red" variant="light" role="alert" title={t('confirm.failedTitle')}>
          {t(verifyErrorKey(verify.error))}
        </Alert>
      )}
      {!verify.isPending && !session && (
        <Button component={Link} to={paths.login}>
          {t('confirm.toLogin')}
        </Button>
      )}
    </AuthCard>
  );
}
