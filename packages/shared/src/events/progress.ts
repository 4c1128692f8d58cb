import { addDays, dayIn, daysBetween, startOfDayInstant } from '../time/calendar';

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

/**
 * Remaining days (rule 14, decision 031): the calendar days after `today` up to and including the end
 * day. Today does not count, so the figure is the day part of the countdown (rule 8): 0 on
 * the last day and after it.
 */
export function remainingDays(event: { endDate: string }, today: string): number {
  return Math.max(0, daysBetween(today, event.endDate));
}

/** What the countdown shows: remaining days and the time left today as hh:mm:ss. */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whether the end of the event's last day has passed. */
  isOver: boolean;
}

const OVER: Countdown = { days: 0, hours: 0, minutes: 0, seconds: 0, isOver: true };

/**
 * The countdown to the end of the end date (rule 8) at `now`, in calendar days of
 * `timeZone`: `days` is `remainingDays` of the current day, the clock part the time left
 * of that day (rounded down to whole seconds). Local midnight counts as the end of the day
 * before, as the end of the event does. On the day the clocks go back the clock part can
 * read up to 24:59:59, since that day has 25 hours.
 */
export function eventCountdown(event: { endDate: string }, now: Date, timeZone: string): Countdown {
  const day = dayIn(timeZone, new Date(now.getTime() - 1));
  if (day > event.endDate) return OVER;
  const dayEnds = startOfDayInstant(addDays(day, 1), timeZone).getTime();
  const left = Math.max(0, Math.floor((dayEnds - now.getTime()) / 1000));
  const days = remainingDays(event, day);
  return {
    days,
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    isOver: days === 0 && left === 0,
  };
}
