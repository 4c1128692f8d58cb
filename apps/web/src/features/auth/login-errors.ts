import { showMessageDialog } from '../../components/message-dialog';
import { isApiError, NETWORK_ERROR } from '../../lib/api-client';

/** Login refusals with a text of their own (participant spec §8). */
const loginErrorCodes = [
  'USER_DOES_NOT_EXIST',
  'WRONG_PASSWORD',
  'USER_NOT_VERIFY',
  'BLOCKED_USER',
  'USER_DEACTIVATED',
] as const;

/** The translation key of the popup text for a failed login. */
export function loginErrorKey(error: unknown): string {
  if (isApiError(error, ...loginErrorCodes)) return `auth:login.errors.${error.code}`;
  // SSO_REQUIRED points an address of the company's domains to its button (decision 090).
  if (isApiError(error, 'RATE_LIMITED', 'SSO_REQUIRED')) return `errors:${error.code}`;
  if (isApiError(error, NETWORK_ERROR)) return 'errors:NETWORK';
  return 'auth:login.errors.failed';
}

/**
 * Opens the failed-login popup with the text `messageKey`. The login form loads this module
 * on its first failure, so the page paints without the dialog's code (issue 13).
 */
export function showLoginFailure(messageKey: string): void {
  showMessageDialog({ kind: 'error', titleKey: 'auth:login.failedTitle', messageKey });
}
