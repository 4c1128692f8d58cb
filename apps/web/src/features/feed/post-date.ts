import relativeTime from 'dayjs/plugin/relativeTime';
import { dayjs } from '../../lib/dayjs';
import { formatDate } from '../../lib/format';
import type { UiLanguage } from '../../lib/i18n';

dayjs.extend(relativeTime);

/** Posts younger than this show "5 minutes ago"; older ones their date. */
const RELATIVE_DAYS = 7;

/**
 * When a post or comment was written, as the feed shows it: relative in the UI language
 * for the last week ('vor 5 Minuten', '5 minutes ago'), otherwise DD/MM/YYYY.
 */
export function formatPostDate(iso: string, lang: UiLanguage, now = dayjs()): string {
  const date = dayjs(iso);
  if (!date.isValid()) return '';
  if (now.diff(date, 'day', true) >= RELATIVE_DAYS) return formatDate(date);
  // A clock a little ahead of the server's must not read "in a few seconds".
  return (date.isAfter(now) ? now : date).locale(lang).from(now);
}
