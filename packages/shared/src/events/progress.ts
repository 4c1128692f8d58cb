import { daysBetween } from '../time/calendar';

export type EventState = 'upcoming' | 'running' | 'ended';

/** Where an event stands on a calendar day: before its start, running (inclusive), or over. */
export function eventState(
  event: { startDate: string; endDate: string },
  today: string,
): EventState {
  if (today < event.startDate) return 'upcoming';
  if (today > event.endDate) return 'ended';
  return 'running';
}

/** Number of days of an event, both ends included. */
export function eventDays(event: { startDate: string; endDate: string }): number {
  return daysBetween(event.startDate, event.endDate) + 1;
}

/**
 * Target to date (rule 13): the maximum scaled by elapsed days over total days, days
 * inclusive; 0 before the start, the maximum after the end.
 */
export function targetToDate(
  maximum: number,
  event: { startDate: string; endDate: string },
  today: string,
): number {
  const state = eventState(event, today);
  if (state === 'upcoming') return 0;
  if (state === 'ended') return maximum;
  const elapsed = daysBetween(event.startDate, today) + 1;
  return (maximum * elapsed) / eventDays(event);
}

/** Calendar days until the end of the event, counting today; 0 after it (rule 14). */
export function remainingDays(event: { endDate: string }, today: string): number {
  return Math.max(0, daysBetween(today, event.endDate) + 1);
}
