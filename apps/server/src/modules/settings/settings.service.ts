import type { PlatformSettings } from '@cc/shared/settings/settings.schemas';

/** The parts of the configuration the public settings show (TIME_ZONE, FAQ_URL, ...). */
interface SettingsSource {
  timeZone: string;
  pages: Record<'faqUrl' | 'imprintUrl' | 'privacyUrl', string | undefined>;
}

/** The public settings: the time zone and the operator's pages, null where none is set. */
export function getPlatformSettings({ timeZone, pages }: SettingsSource): PlatformSettings {
  return {
    timeZone,
    faqUrl: pages.faqUrl ?? null,
    imprintUrl: pages.imprintUrl ?? null,
    privacyUrl: pages.privacyUrl ?? null,
  };
}
