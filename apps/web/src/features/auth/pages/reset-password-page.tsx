import { resetFormSchema } from '@cc/shared/auth/auth.forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/routes';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { AuthFormActions } from '../components/auth-form-actions';
import { NewPasswordFields } from '../components/new-password-fields';

type ResetValues = z.input<typeof resetFormSchema>;

/** The message key for a refused reset (participant spec §8). */
function resetErrorKey(error: unknown): string {
  if (isApiError(error, 'RESET_LINK_INVALID', 'RATE_LIMITED', 'NETWORK')) {
    return `errors:${error.code}`;
  }
  return 'auth:reset.failed';
}

/** `/resetPassword/:id`: sets a new password with the link's token, then goes to the login. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetValues, unknown, z.output<typeof resetFormSchema>>({
    resolver: zodResolver(resetFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token: id, password });
      notifySuccess('errors:messages.PASSWORD_CHANGED');
      navigate(paths.login, { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['password']);
    }
  });

  const linkInvalid = isApiError(reset.error, 'RESET_LINK_INVALID');

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields
            register={form.register}
            errors={errors}
            passwordLabel={t('fields.newPassword')}
          />
          {reset.isError && !errors.password && (
            <Alert color="red" variant="light" role="alert">
              {t(resetErrorKey(reset.error))}
              {linkInvalid && (
                <>
                  {' '}
                  <Anchor component={Link} to={paths.forgotPassword} inherit fw={600}>
                    {t('reset.requestNewLink')}
                  </Anchor>
                </>
              )}
            </Alert>
          )}
          <AuthFormActions
            submitLabel={t('reset.submit')}
            isValid={isValid}
            isPending={reset.isPending}
          />
        </Stack>
      </form>
    </AuthCard>
  );
}
