import type { LoginForm as LoginValues, loginFormSchema } from '@cc/shared/auth/auth.forms';
import type { LoginResponse } from '@cc/shared/auth/auth.schemas';
import { Alert, Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { showMessageDialog } from '../../../components/message-dialog';
import { PasswordField } from '../../../components/password-field';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { paths } from '../../../lib/paths';
import { useLogin } from '../api/login';
import { loginErrorKey } from '../login-errors';
import { EmailField } from './email-field';

interface LoginFormProps {
  /** Prefilled email, e.g. right after registering. */
  initialEmail?: string;
  /** Called with the answer of a successful login and the keep-me-logged-in choice. */
  onSignedIn: (response: LoginResponse, keepLoggedIn: boolean) => void;
}

const fields = ['email', 'password', 'keepLoggedIn'] as const;

// The first page paints before the validation library is there (issue 13).
const resolver = lazyResolver(() => import('./login-resolver').then((m) => m.loginResolver));

/** Email and password sign-in (participant spec §2 and §5). */
export function LoginForm({ initialEmail = '', onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const login = useLogin();
  const form = useForm<LoginValues, unknown, z.output<typeof loginFormSchema>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: initialEmail, password: '', keepLoggedIn: true },
  });
  const { errors, isValid } = form.formState;
  const emailMissing = errors.email?.message === 'EMAIL_REQUIRED';
  const passwordMissing = errors.password?.message === 'PASSWORD_REQUIRED';
  // An empty field is reported once for both, by the spec's combined message.
  const missing = emailMissing || passwordMissing;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!navigator.onLine) {
      showMessageDialog({
        kind: 'error',
        titleKey: 'auth:login.failedTitle',
        messageKey: 'auth:login.offline',
      });
      return;
    }
    try {
      const response = await login.mutateAsync(values);
      onSignedIn(response, values.keepLoggedIn);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, fields)) return;
      showMessageDialog({
        kind: 'error',
        titleKey: 'auth:login.failedTitle',
        messageKey: loginErrorKey(error),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <EmailField
          autoComplete="username"
          error={emailMissing ? undefined : fieldError(errors.email)}
          {...form.register('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          error={passwordMissing ? undefined : fieldError(errors.password)}
          {...form.register('password')}
        />
        {missing && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {t('login.missingCredentials')}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox label={t('login.keepLoggedIn')} {...form.register('keepLoggedIn')} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth disabled={!isValid} loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
