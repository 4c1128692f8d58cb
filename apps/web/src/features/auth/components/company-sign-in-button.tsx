import { Button, Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CompanySignInButtonProps {
  /** OIDC_BUTTON_LABEL; null means the app's own wording. */
  label: string | null;
  /** The login form's keep-me-logged-in choice, carried through the provider. */
  keepLoggedIn: boolean;
}

/**
 * Where the button leads: the server's start, which redirects to the provider. A plain
 * navigation, not a request: the provider's pages take over the tab.
 */
function companySignInHref(keepLoggedIn: boolean): string {
  return `/api/users/auth/oidc/start?keepLoggedIn=${keepLoggedIn}`;
}

/**
 * The company sign-in (decision 090): a link to the server's start, which hands the tab to
 * the company's provider. Its own chunk, loaded only where the settings say the sign-in is
 * configured, so the login page of a platform without it carries none of its code.
 */
export function CompanySignInButton({ label, keepLoggedIn }: CompanySignInButtonProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Divider label={t('login.or')} labelPosition="center" />
      {/* The label wraps: an operator's own (OIDC_BUTTON_LABEL) may be long, and English is on a phone. */}
      <Button
        component="a"
        href={companySignInHref(keepLoggedIn)}
        variant="default"
        fullWidth
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 } }}
      >
        {label ?? t('login.companySignIn')}
      </Button>
    </>
  );
}
