import relativeTime from 'dayjs/plugin/relativeTime';
import { dayjs } from '../../lib/dayjs';
import { API_DATE_FORMAT, DATE_FORMAT, formatDate } from '../../lib/format';
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
  if (!isRelativePostDate(iso, now)) return formatDate(date);
  // A clock a little ahead of the server's must not read "in a few seconds".
  return (date.isAfter(now) ? now : date).locale(lang).from(now);
}

/** How the feed writes the day of an activity: the weekday in the UI language, then DD/MM/YYYY. */
const ACTIVITY_DAY_FORMAT = `ddd, ${DATE_FORMAT}`;

/**
 * The day an activity was done (`YYYY-MM-DD`), as the feed shows it: its weekday in the UI
 * language and DD/MM/YYYY (participant spec §9), 'Fri, 20/11/2026' or 'Fr., 20/11/2026';
 * empty for anything that is not a day.
 */
export function formatActivityDay(day: string, lang: UiLanguage): string {
  // Read as a local day: the calendar day itself, whatever the reader's time zone.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? dayjs(day) : null;
  return date?.isValid() ? date.locale(lang).format(ACTIVITY_DAY_FORMAT) : '';
}

/**
 * Whether a post was written (`createdAt`, ISO) on another calendar day of the reader's
 * clock than its activity's `day`: then the feed says when it was posted, too.
 */
export function isPostedOnAnotherDay(createdAt: string, day: string): boolean {
  return dayjs(createdAt).format(API_DATE_FORMAT) !== day;
}

/** Whether `formatPostDate` reads relative ('5 minutes ago') rather than a date. */
export function isRelativePostDate(iso: string, now = dayjs()): boolean {
  return now.diff(dayjs(iso), 'day', true) < RELATIVE_DAYS;
}
