import { APP_RETURN_PATH } from '@cc/shared/auth/return-path';
import { Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { handOverProfile } from '../../../entities/session/handed-over-profile';
import { useAuthStore } from '../../../lib/auth-store';
import { applyProfileLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routes';
import { openCompanySession } from '../api/company-session';
import { refusalOf, showCompanySignInRefusal } from '../company-sign-in';
import { AuthCard } from '../components/auth-card';

/** An app path the server handed back (it checked it too): never another site's address. */
function isAppPath(value: string | null): value is string {
  return typeof value === 'string' && APP_RETURN_PATH.test(value);
}

/**
 * `/companySignIn?code=…` or `?error=CODE`: where the server sends the browser after the
 * company's provider (decision 090). The one-time code becomes the session, stored as a
 * password sign-in's is with the keep-me-logged-in choice made before leaving; then the
 * person goes on to the path they came for, or home (the login route sends a signed-in person
 * there, first login to the profile). A refusal, the server's or the exchange's, goes to the
 * login page and is explained there in the failed-login popup.
 */
export function CompanySignInPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const refusal = params.get('error');
  const signIn = useAuthStore((s) => s.signIn);
  const navigate = useNavigate();

  useEffect(() => {
    const refuse = (value: string | null) => {
      navigate(paths.login, { replace: true });
      showCompanySignInRefusal(value);
    };
    if (refusal !== null || code === '') {
      refuse(refusal);
      return;
    }
    let current = true;
    openCompanySession(code).then(
      (response) => {
        if (!current) return;
        handOverProfile(response.user);
        applyProfileLanguage(response.user.language);
        signIn(response, response.keepLoggedIn);
        navigate(isAppPath(response.returnTo) ? response.returnTo : paths.login, { replace: true });
      },
      (error: unknown) => {
        if (current) refuse(refusalOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [code, refusal, signIn, navigate]);

  return (
    <AuthCard title={t('login.companySignIn')}>
      <Stack align="center" gap="sm" role="status" aria-live="polite" py="md">
        <Loader aria-hidden />
        <Text>{t('accountAccess:companySignInFinishing')}</Text>
      </Stack>
    </AuthCard>
  );
}
