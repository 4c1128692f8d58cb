import type { RegisterBody } from '@cc/shared/auth/auth.schemas';
import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showMessageDialog } from '../../../components/message-dialog';
import { usePlatformSettings } from '../../../entities/settings/settings';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/routes';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

/** The popup text of a refused registration: REGISTRATION's refusal has one of its own. */
function registerErrorKey(error: unknown): string {
  if (isApiError(error, 'REGISTRATION_NOT_ALLOWED')) return 'errors:REGISTRATION_NOT_ALLOWED';
  return 'auth:register.failed';
}

/**
 * Registration (`/register`). Success and an already registered address both end on the
 * login page with the email filled in, after a popup that says what happens next; so does an
 * address that must use the company sign-in, whose button is there (decision 090). When
 * REGISTRATION is closed the page says where accounts come from instead of showing the form.
 */
export function RegisterPage({ terms }: { terms: ReactNode }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const settings = usePlatformSettings();
  const register = useRegister();
  const toLogin = (email: string) => navigate(paths.login, { state: { email } });

  const onSubmit = async (body: RegisterBody) => {
    await register.mutateAsync(body);
    showMessageDialog({
      kind: 'info',
      titleKey: 'auth:register.successTitle',
      messageKey: 'auth:register.success',
      onClose: () => toLogin(body.email),
    });
  };

  const onFailed = (error: unknown, email: string) => {
    if (isApiError(error, 'EMAIL_ALREADY_EXISTS')) {
      showMessageDialog({
        kind: 'info',
        titleKey: 'auth:register.alreadyRegisteredTitle',
        messageKey: 'auth:register.alreadyRegistered',
        onClose: () => toLogin(email),
      });
      return;
    }
    if (isApiError(error, 'SSO_REQUIRED')) {
      showMessageDialog({
        kind: 'error',
        titleKey: 'auth:register.failedTitle',
        messageKey: 'errors:SSO_REQUIRED',
        onClose: () => toLogin(email),
      });
      return;
    }
    showMessageDialog({
      kind: 'error',
      titleKey: 'auth:register.failedTitle',
      messageKey: registerErrorKey(error),
    });
  };

  // Until the settings arrive the form shows: most deployments are open, and the server
  // refuses a closed one's registration anyway.
  if (settings?.registration === 'closed') {
    return (
      <AuthCard title={t('register.title')}>
        <Text>{t('accountAccess:registrationClosed')}</Text>
        <Button component={Link} to={paths.login} variant="light">
          {t('common:actions.backToLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm
        terms={terms}
        onSubmit={onSubmit}
        onFailed={onFailed}
        onCancel={() => navigate(paths.login)}
      />
    </AuthCard>
  );
}
