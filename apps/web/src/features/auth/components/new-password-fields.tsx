import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { useFieldErrorText } from '../../../lib/form-errors';

type NewPasswordField = 'password' | 'passwordConfirmation';

interface NewPasswordFieldsProps {
  /** The form's `register`; the form holds `password` and `passwordConfirmation`. */
  register: (name: NewPasswordField) => UseFormRegisterReturn;
  errors: Partial<Record<NewPasswordField, FieldError>>;
  /** The first field's label ("Password" on registration, "New password" on reset). */
  passwordLabel: string;
}

/** A new password under the password rule and its confirmation (register, reset). */
export function NewPasswordFields({ register, errors, passwordLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  return (
    <>
      <PasswordField
        label={passwordLabel}
        description={t('register.passwordRule')}
        autoComplete="new-password"
        required
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
        error={fieldError(errors.passwordConfirmation)}
        {...register('passwordConfirmation')}
      />
    </>
  );
}
