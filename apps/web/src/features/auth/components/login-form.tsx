import type { LoginResponse } from '@cc/shared/auth/auth.schemas';
import { Alert, Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { useFieldErrorText } from '../../../lib/form-errors';
import { paths } from '../../../lib/routes';
import { login } from '../api/login';
import { EmailField } from './email-field';
import { useLoginFields } from './use-login-fields';

interface LoginFormProps {
  /** Prefilled email, e.g. right after registering. */
  initialEmail?: string;
  /** Called with the answer of a successful login and the keep-me-logged-in choice. */
  onSignedIn: (response: LoginResponse, keepLoggedIn: boolean) => void;
  /** The company sign-in's button, when the platform has one (decision 090). */
  companySignIn?: { label: string | null } | null;
}

// The failed-login popup's code loads on the first failure, not with the page (issue 13).
const loginErrors = () => import('../login-errors');
// Loaded only where the company sign-in is configured: without it the page carries none of it.
const CompanySignInButton = lazy(() =>
  import('./company-sign-in-button').then((m) => ({ default: m.CompanySignInButton })),
);

/** Email and password sign-in (participant spec §2 and §5). */
export function LoginForm({ initialEmail = '', onSignedIn, companySignIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  // A plain request, not a query mutation: the login page paints without the data library.
  const [pending, setPending] = useState(false);
  const form = useLoginFields({ email: initialEmail, password: '', keepLoggedIn: true });
  const { errors, isValid } = form;
  const emailMissing = errors.email === 'EMAIL_REQUIRED';
  const passwordMissing = errors.password === 'PASSWORD_REQUIRED';
  // An empty field is reported once for both, by the spec's combined message.
  const missing = emailMissing || passwordMissing;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!navigator.onLine) {
      void loginErrors().then((m) => m.showLoginFailure('auth:login.offline'));
      return;
    }
    setPending(true);
    try {
      const response = await login(values);
      onSignedIn(response, values.keepLoggedIn);
    } catch (error) {
      if (form.showServerErrors(error)) return;
      void loginErrors().then((m) => m.showLoginFailure(m.loginErrorKey(error)));
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <EmailField
          autoComplete="username"
          error={emailMissing ? undefined : fieldError({ message: errors.email })}
          {...form.text('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          error={passwordMissing ? undefined : fieldError({ message: errors.password })}
          {...form.text('password')}
        />
        {missing && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {t('login.missingCredentials')}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap" gap="md">
          <Checkbox label={t('login.keepLoggedIn')} {...form.checkbox('keepLoggedIn')} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth disabled={!isValid} loading={pending}>
          {t('login.submit')}
        </Button>
        {companySignIn && (
          <Suspense fallback={null}>
            <CompanySignInButton
              label={companySignIn.label}
              keepLoggedIn={form.checkbox('keepLoggedIn').checked}
            />
          </Suspense>
        )}
      </Stack>
    </form>
  );
}
