import { targetToDate } from '@cc/shared/events/progress';
import type { Insights } from '@cc/shared/insights/insights.schemas';
import { addDays, daysBetween } from '@cc/shared/time/calendar';

/** One day of the cumulative view; `null` where a line has no point that day. */
export interface CumulativePoint {
  date: string;
  /** The km counted up to and including this day; only up to today. */
  totalKm: number | null;
  /** The target spread evenly over the event's days, up to this day (rule 13). */
  targetKm: number;
  /** From today's total to the forecast at the end, straight; only from today on. */
  forecastKm: number | null;
}

/**
 * The cumulative view over the whole event: the km so far up to today, the target line to the
 * end, and the forecast from today's total to `forecastKm` on the last day (the server's
 * figure: the last 7 days' pace continued, so the line is straight). The last of `days` is
 * today (or the end).
 */
export function cumulativeSeries(
  insights: Pick<Insights, 'days' | 'targetKm' | 'forecastKm'>,
  event: { startDate: string; endDate: string },
): CumulativePoint[] {
  const today = insights.days.at(-1)?.date ?? event.startDate;
  const daysLeft = Math.max(0, daysBetween(today, event.endDate));
  const points: CumulativePoint[] = [];
  let sum = 0;
  for (const day of insights.days) {
    sum += day.km;
    points.push({
      date: day.date,
      totalKm: sum,
      targetKm: targetToDate(insights.targetKm, event, day.date),
      forecastKm: null,
    });
  }
  const todayPoint = points.at(-1);
  // The dashed forecast starts where the solid total ends, so the two lines meet today.
  if (todayPoint && daysLeft > 0) todayPoint.forecastKm = sum;
  for (let n = 1; n <= daysLeft; n++) {
    const date = addDays(today, n);
    points.push({
      date,
      totalKm: null,
      targetKm: targetToDate(insights.targetKm, event, date),
      forecastKm: sum + ((insights.forecastKm - sum) * n) / daysLeft,
    });
  }
  return points;
}
