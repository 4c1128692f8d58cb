import { forgotFormSchema } from '@cc/shared/auth/auth.forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { paths } from '../../../lib/routes';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { AuthFormActions } from '../components/auth-form-actions';
import { EmailField } from '../components/email-field';

type ForgotValues = z.input<typeof forgotFormSchema>;

/** The message key for a refused reset request (participant spec §8). */
function forgotErrorKey(error: unknown): string {
  if (isApiError(error, 'EMAIL_NOT_FOUND')) return 'auth:forgot.emailNotFound';
  if (isApiError(error, 'RATE_LIMITED', 'NETWORK')) return `errors:${error.code}`;
  return 'auth:forgot.failed';
}

/** `/forgotPassword`: asks for the email address and mails a reset link to it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const forgot = useForgotPassword();
  const form = useForm<ForgotValues, unknown, z.output<typeof forgotFormSchema>>({
    resolver: zodResolver(forgotFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email']);
    }
  });

  if (forgot.isSuccess) {
    return (
      <AuthCard title={t('forgot.title')}>
        <Alert color="teal" variant="light" role="status">
          {t('errors:messages.RESET_EMAIL_SENT')}
        </Alert>
        <Text size="sm">{t('forgot.sentHint')}</Text>
        <Button component={Link} to={paths.login} variant="light">
          {t('common:actions.backToLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <EmailField error={fieldError(errors.email)} {...form.register('email')} />
          {forgot.isError && !errors.email && (
            <Alert color="red" variant="light" role="alert">
              {t(forgotErrorKey(forgot.error))}
            </Alert>
          )}
          <AuthFormActions
            submitLabel={t('forgot.submit')}
            isValid={isValid}
            isPending={forgot.isPending}
          />
        </Stack>
      </form>
    </AuthCard>
  );
}
