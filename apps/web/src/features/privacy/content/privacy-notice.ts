import type { UiLanguage } from '../../../lib/i18n';
import { de } from './de';
import { en } from './en';
import type { PrivacyNotice } from './sections';

export { privacySectionIds } from './sections';

/**
 * The app's own privacy notice per UI language, shown at /privacy when the operator sets no
 * PRIVACY_URL (decision 065). It lives in the page's chunk rather than the locale catalogs, so
 * no other page loads its text.
 */
export const privacyNotices: Record<UiLanguage, PrivacyNotice> = { de, en };
