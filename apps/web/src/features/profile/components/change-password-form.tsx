import { changePasswordFormSchema } from '@cc/shared/auth/auth.forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormActions } from '../../../components/form-actions';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';

type ChangePasswordValues = z.input<typeof changePasswordFormSchema>;
type ChangePasswordOutput = z.output<typeof changePasswordFormSchema>;

const fields = ['oldPassword', 'newPassword', 'passwordConfirmation'] as const;

interface ChangePasswordFormProps {
  /** Called after the password has been changed. */
  onChanged: () => void;
  onCancel: () => void;
}

/**
 * Current password, new password and its confirmation (participant spec §5): trimmed,
 * checked by the shared password rule, and sent only once every field is valid.
 */
export function ChangePasswordForm({ onChanged, onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation('profile');
  const fieldError = useFieldErrorText();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordValues, unknown, ChangePasswordOutput>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', passwordConfirmation: '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;

  /** A wrong current password is an API error code, not a field code. */
  const oldPasswordError = (error?: FieldError) =>
    error?.message === 'WRONG_PASSWORD' ? t('errors:WRONG_PASSWORD') : fieldError(error);

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ oldPassword, newPassword });
      notifySuccess('profile:password.label_change_password_successful');
      form.reset();
      onChanged();
    } catch (error) {
      let isOnField: boolean;
      if (isApiError(error, 'WRONG_PASSWORD')) {
        form.setError(
          'oldPassword',
          { type: 'server', message: error.code },
          { shouldFocus: true },
        );
        isOnField = true;
      } else {
        isOnField = applyServerFieldErrors(error, form.setError, fields);
      }
      // A reason shown under its field is not repeated in the toast.
      notifyError(isOnField ? null : error, 'profile:password.label_change_password_failed');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordField
          label={t('password.oldPassword')}
          autoComplete="current-password"
          required
          error={oldPasswordError(errors.oldPassword)}
          {...form.register('oldPassword')}
        />
        <PasswordField
          label={t('password.newPassword')}
          description={t('password.rule')}
          autoComplete="new-password"
          required
          error={fieldError(errors.newPassword)}
          {...form.register('newPassword', { deps: ['passwordConfirmation'] })}
        />
        <PasswordField
          label={t('password.passwordConfirmation')}
          autoComplete="new-password"
          required
          error={fieldError(errors.passwordConfirmation)}
          {...form.register('passwordConfirmation')}
        />
        <FormActions
          mt="xs"
          onCancel={onCancel}
          isSubmitting={isSubmitting}
          isDisabled={!isValid}
          submitLabel={t('password.submit')}
          cancelLabel={t('password.cancel')}
        />
      </Stack>
    </form>
  );
}
