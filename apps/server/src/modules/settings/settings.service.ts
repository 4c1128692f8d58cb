import type { PlatformSettings } from '@cc/shared/settings/settings.schemas';
import type { Config } from '../../config/config';

/** The parts of the configuration the public settings show (TIME_ZONE, FAQ_URL, ...). */
type SettingsSource = Pick<Config, 'timeZone' | 'pages' | 'oidc' | 'registration'>;

/**
 * The public settings: the time zone, the operator's pages (null where none is set), whether
 * the company sign-in exists and who may register. Nothing here names a domain: which
 * addresses are admitted stays with the server (decision 090).
 */
export function getPlatformSettings(config: SettingsSource): PlatformSettings {
  const { timeZone, pages, oidc, registration } = config;
  return {
    timeZone,
    faqUrl: pages.faqUrl ?? null,
    imprintUrl: pages.imprintUrl ?? null,
    privacyUrl: pages.privacyUrl ?? null,
    companySignIn: oidc ? { label: oidc.buttonLabel ?? null } : null,
    registration: registration.mode,
  };
}
