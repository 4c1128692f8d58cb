import { z } from 'zod';
import { segmentRowSchema } from '../rankings/segments.schemas';

/** One day of an event: counted kilometres, counted activities and who joined that day. */
export const insightDaySchema = z.object({
  date: z.string(),
  km: z.number(),
  activities: z.number().int(),
  newParticipants: z.number().int(),
});
export type InsightDay = z.infer<typeof insightDaySchema>;

/**
 * GET /api/events/:id/insights (administrators, decision 072): where an event stands and
 * whether it will reach its target. `targetToDateKm` is the target spread evenly over the
 * event's days up to today; `forecastKm` the total now plus the last 7 days' pace per day
 * times the days left; `onTrack` whether the forecast reaches the target. `days` runs from
 * the start to today (or the end), every day present.
 */
export const insightsSchema = z.object({
  eventId: z.string(),
  registered: z.number().int(),
  active: z.number().int(),
  activeLast7Days: z.number().int(),
  totalKm: z.number(),
  targetKm: z.number(),
  targetToDateKm: z.number(),
  forecastKm: z.number(),
  onTrack: z.boolean(),
  days: z.array(insightDaySchema),
  groups: z.object({
    userType: z.array(segmentRowSchema),
    country: z.array(segmentRowSchema),
  }),
});
export type Insights = z.infer<typeof insightsSchema>;
