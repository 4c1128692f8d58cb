import type { Event } from '@cc/shared/events/events.schemas';
import type { Unit } from '@cc/shared/users/users.constants';
import type { TFunction } from 'i18next';
import { formatDate, formatNumber } from '../../lib/format';

/** The event's days as `DD/MM/YYYY – DD/MM/YYYY`. */
export function formatEventDates(event: Pick<Event, 'startDate' | 'endDate'>): string {
  return `${formatDate(event.startDate)} – ${formatDate(event.endDate)}`;
}

/** The event's target in `unit`, in the UI language's number format (`1.234,5`). */
export function formatEventTarget(
  event: Pick<Event, 'maximumKm' | 'maximumMile'>,
  unit: Unit,
): string {
  return formatNumber(unit === 'MILE' ? event.maximumMile : event.maximumKm);
}

/** '1,234 participants': the count in the language's number format, with the right plural. */
export function participantsText(t: TFunction<'events'>, count: number): string {
  return t('card.participants', { count, value: formatNumber(count) });
}

/**
 * How far the participants together are towards the target, in percent with one decimal (as
 * the admin detail's `percentReached`); 0 for an event without a target.
 */
export function percentReached(event: Pick<Event, 'totalKm' | 'maximumKm'>): number {
  if (event.maximumKm <= 0) return 0;
  return Math.round((event.totalKm / event.maximumKm) * 1000) / 10;
}

/**
 * A figure text with each number kept on one line with its unit ("200 km / 124.3 mi" wraps
 * only at the slash, never between 124.3 and mi): no-break spaces before km, mi and %.
 */
export function keepUnits(text: string): string {
  return text.replace(/(\d) (km|mi|%)/g, '$1\u00a0$2');
}
