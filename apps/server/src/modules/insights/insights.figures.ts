import { fromTenths, round2 } from '@cc/shared/activities/distance';
import { eventState, remainingDays, targetToDate } from '@cc/shared/events/progress';
import type { InsightDay } from '@cc/shared/insights/insights.schemas';
import { addDays, daysBetween, minDay } from '@cc/shared/time/calendar';
import type { DayRow } from './insights.repository';

/** The days of the pace behind the forecast: the last week, today included. */
export const PACE_DAYS = 7;

interface EventSpan {
  startDate: string;
  endDate: string;
}

/**
 * Every day of an event from its start to today (or its end), zeros where nothing
 * happened. Participants who joined before the start count on the first day. An event
 * that has not started has no days yet.
 */
export function dailySeries(event: EventSpan, stored: DayRow[], today: string): InsightDay[] {
  const last = minDay(today, event.endDate);
  if (last < event.startDate) return [];
  const byDay = new Map(stored.map((d) => [d.day, d]));
  const early = stored.filter((d) => d.day < event.startDate);
  const days: InsightDay[] = [];
  for (let day = event.startDate; day <= last; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({
      date: day,
      km: fromTenths(row?.kmTenths ?? 0),
      activities: row?.activities ?? 0,
      newParticipants:
        (row?.newParticipants ?? 0) +
        (day === event.startDate ? early.reduce((n, d) => n + d.newParticipants, 0) : 0),
    });
  }
  return days;
}

/**
 * Participants whose latest counted activity lies in the last PACE_DAYS days, today
 * included: the sum of those days' `lastActive` counts (no activity is dated in the future).
 */
export function activeSince(stored: DayRow[], today: string): number {
  const from = addDays(today, -(PACE_DAYS - 1));
  return stored
    .filter((d) => d.day >= from && d.day <= today)
    .reduce((n, d) => n + d.lastActive, 0);
}

/**
 * Where the event will end at the current pace (decision 072): the km so far plus the
 * average km per day of the last PACE_DAYS days (fewer in the first week; today counts as
 * a day although it is not over, so the forecast errs low) times the days left after today.
 * Before the start there is no pace: the forecast is 0; after the end it is the total.
 */
export function forecast(
  event: EventSpan & { targetKm: number },
  days: InsightDay[],
  totalKm: number,
  today: string,
) {
  const state = eventState(event, today);
  const targetToDateKm = round2(targetToDate(event.targetKm, event, today));
  if (state !== 'running') {
    const forecastKm = state === 'ended' ? totalKm : 0;
    return { targetToDateKm, forecastKm, onTrack: forecastKm >= event.targetKm };
  }
  const window = days.slice(-Math.min(PACE_DAYS, daysBetween(event.startDate, today) + 1));
  const pace = window.reduce((km, d) => km + d.km, 0) / Math.max(1, window.length);
  const forecastKm = round2(totalKm + pace * remainingDays(event, today));
  return { targetToDateKm, forecastKm, onTrack: forecastKm >= event.targetKm };
}
