import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/routes';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';

/** The message key for a failed verification (participant spec §8). */
function verifyErrorKey(error: unknown): string {
  if (isApiError(error, 'NOT_FOUND_OR_ALREADY_VERIFIED', 'RATE_LIMITED', 'NETWORK')) {
    return `errors:${error.code}`;
  }
  return 'auth:confirm.failed';
}

/** `/registrationConfirm/:id`: confirms the email address, then offers the login. */
export function RegistrationConfirmPage() {
  const { t } = useTranslation('auth');
  const { id = '' } = useParams();
  const verify = useVerifyEmail(id);

  return (
    <AuthCard title={t('confirm.title')}>
      {verify.isPending && (
        <Stack align="center" gap="sm" role="status" aria-live="polite" py="md">
          <Loader aria-hidden />
          <Text>{t('confirm.inProgress')}</Text>
        </Stack>
      )}
      {verify.isSuccess && (
        <Alert color="teal" variant="light" role="status" title={t('confirm.successTitle')}>
          {t('confirm.success')}
        </Alert>
      )}
      {verify.isError && (
        <Alert color="red" variant="light" role="alert" title={t('confirm.failedTitle')}>
          {t(verifyErrorKey(verify.error))}
        </Alert>
      )}
      {!verify.isPending && (
        <Button component={Link} to={paths.login}>
          {t('confirm.toLogin')}
        </Button>
      )}
    </AuthCard>
  );
}
