import type { RegisterBody } from '@cc/shared/auth/auth.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showMessageDialog } from '../../../components/message-dialog';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/routes';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

/**
 * Registration (`/register`). Success and an already registered address both end on the
 * login page with the email filled in, after a popup that says what happens next.
 */
export function RegisterPage({ terms }: { terms: ReactNode }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
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
    showMessageDialog({
      kind: 'error',
      titleKey: 'auth:register.failedTitle',
      messageKey: 'auth:register.failed',
    });
  };

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
