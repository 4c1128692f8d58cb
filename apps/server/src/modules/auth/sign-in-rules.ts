import { AppError } from '@cc/shared/errors/app-error';
import type { UserType } from '@cc/shared/users/users.constants';
import type { Config } from '../../config/config';
import { ruleFor } from '../../config/email-domains';

/** What the rules read of the configuration: the company sign-in and REGISTRATION. */
type Rules = Pick<Config, 'oidc' | 'registration'>;

/**
 * Whether an address must sign in with the company account (OIDC_ONLY and one of
 * OIDC_DOMAINS): its password sign-in, self-registration and the sign-in of a verification
 * link are refused (decision 090).
 */
export function mustUseCompanySignIn(config: Rules, email: string): boolean {
  const { oidc } = config;
  return oidc?.only === true && ruleFor(oidc.domains, email) !== undefined;
}

/** Refuses a password sign-in of an address that must use the company sign-in. */
export function assertPasswordSignInAllowed(config: Rules, email: string): void {
  if (mustUseCompanySignIn(config, email)) throw new AppError('SSO_REQUIRED');
}

/**
 * Refuses a self-registration REGISTRATION does not admit: every one when closed, an address
 * outside REGISTRATION_DOMAINS with `domains`. An address of the company sign-in's domains
 * under OIDC_ONLY is pointed to its button instead. The refusal names no domain.
 */
export function assertMayRegister(config: Rules, email: string): void {
  if (mustUseCompanySignIn(config, email)) throw new AppError('SSO_REQUIRED');
  const { mode, domains } = config.registration;
  if (mode === 'closed') throw new AppError('REGISTRATION_NOT_ALLOWED');
  if (mode === 'domains' && !ruleFor(domains, email))
    throw new AppError('REGISTRATION_NOT_ALLOWED');
}

/** The user type REGISTRATION_DOMAINS gives new accounts of this address (`example.com=Staff`). */
export function defaultUserTypeOf(config: Rules, email: string): UserType | undefined {
  return ruleFor(config.registration.domains, email)?.userType;
}
