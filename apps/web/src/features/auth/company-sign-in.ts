import { isApiError } from '../../lib/api-client';
import { showLoginFailure } from './login-errors';

/** The refusals of a company sign-in the login page explains (decision 090). */
const companySignInCodes = [
  'SSO_FAILED',
  'SSO_CANCELLED',
  'SSO_EMAIL_NOT_VERIFIED',
  'SSO_ACCOUNT_NOT_ALLOWED',
  'USER_DEACTIVATED',
  'RATE_LIMITED',
] as const;

type CompanySignInCode = (typeof companySignInCodes)[number];

/** The code of a refusal the server sent back (`/companySignIn?error=CODE`), if it is one of ours. */
export function companySignInRefusal(value: string | null): CompanySignInCode | undefined {
  return companySignInCodes.find((code) => code === value);
}

/**
 * The refusal of a failed exchange of the one-time code; a lost connection too means starting
 * again from the button.
 */
export function refusalOf(error: unknown): string | null {
  return isApiError(error) ? error.code : null;
}

/** The translation key of a refusal's text in the failed-login popup. */
function refusalMessageKey(code: CompanySignInCode): string {
  if (code === 'USER_DEACTIVATED') return 'auth:login.errors.USER_DEACTIVATED';
  return `errors:${code}`;
}

/**
 * Explains a refusal in the failed-login popup, over the login page; a value that is not one
 * of the codes counts as SSO_FAILED.
 */
export function showCompanySignInRefusal(value: string | null): void {
  showLoginFailure(refusalMessageKey(companySignInRefusal(value) ?? 'SSO_FAILED'));
}
